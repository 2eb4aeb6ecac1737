import { Checkbox, Select, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { CATEGORY_OPTIONS } from '../../../lib/categories';
import { LIMITS } from '../../../lib/limits';
import type { JobType } from '../../../api/types';
import type { JobDraftForm } from '../hooks/useJobDraftForm';
import { MAX_SKILLS } from '../job-draft';

export type JobPostFieldsProps = {
  form: JobDraftForm;
  disabled?: boolean;
  /**
   * A job offer asks for required skills and may be limited to verified workers; an availability
   * post lists the worker's own skills and takes no applications, so it has no such limit.
   */
  jobType: JobType;
};

/** The fields of a post, shared by Create a Post and Edit Job. */
export function JobPostFields({ form, disabled = false, jobType }: JobPostFieldsProps) {
  const isOffer = jobType === 'job_offer';
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
        // Required: choosing the chosen category again (a restored draft's) keeps it rather than clearing it.
        allowDeselect={false}
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
        label={isOffer ? 'Required skills' : 'Skills'}
        description={`Press Enter after each skill (up to ${MAX_SKILLS})`}
        placeholder="e.g. Zendesk"
        maxTags={MAX_SKILLS}
        clearable
        disabled={disabled}
        {...form.getInputProps('tags')}
      />
      {isOffer && (
        <Checkbox
          label="Verified workers only"
          description="Only workers with the verified badge can apply"
          disabled={disabled}
          {...form.getInputProps('verifiedOnly', { type: 'checkbox' })}
        />
      )}
    </Stack>
  );
}
