import { Checkbox, Select, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { CATEGORY_OPTIONS } from '../../../lib/categories';
import { LIMITS } from '../../../lib/limits';
import type { JobDraftForm } from '../hooks/useJobDraftForm';
import { MAX_SKILLS } from '../job-draft';

export type JobPostFieldsProps = {
  form: JobDraftForm;
  disabled?: boolean;
  /** "Verified freelancers only" limits who may apply: job offers only (availability posts take no applications). */
  withVerifiedOnly: boolean;
};

/** The fields of a post, shared by Create a Post and Edit Job. */
export function JobPostFields({ form, disabled = false, withVerifiedOnly }: JobPostFieldsProps) {
  return (
    <Stack gap="md">
      <TextInput
        label="Title"
        withAsterisk
        placeholder="e.g. Night shift chat operator"
        maxLength={LIMITS.job.title}
        disabled={disabled}
        {...form.getInputProps('title')}
      />
      <Textarea
        label="Description"
        withAsterisk
        placeholder="What the work involves, hours, tools and expectations"
        autosize
        minRows={5}
        maxRows={14}
        maxLength={LIMITS.job.description}
        disabled={disabled}
        {...form.getInputProps('description')}
      />
      <Select
        label="Category"
        withAsterisk
        placeholder="Select a category"
        data={CATEGORY_OPTIONS}
        disabled={disabled}
        {...form.getInputProps('category')}
      />
      <TextInput
        label="Duration"
        placeholder="e.g. 3 months, ongoing"
        maxLength={LIMITS.job.duration}
        disabled={disabled}
        {...form.getInputProps('duration')}
      />
      <TagsInput
        label="Required skills"
        description={`Press Enter after each skill (up to ${MAX_SKILLS})`}
        placeholder="e.g. Zendesk"
        maxTags={MAX_SKILLS}
        clearable
        disabled={disabled}
        {...form.getInputProps('tags')}
      />
      {withVerifiedOnly && (
        <Checkbox
          label="Verified freelancers only"
          description="Only identity-verified freelancers can apply"
          disabled={disabled}
          {...form.getInputProps('verifiedOnly', { type: 'checkbox' })}
        />
      )}
    </Stack>
  );
}
