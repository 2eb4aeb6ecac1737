import { Checkbox, Select, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { JobCategory } from '../../../api/types';
import { CATEGORY_OPTIONS, isJobCategory } from '../../../lib/categories';
import { MAX_SKILLS } from '../job-draft';
import type { JobDraft } from '../job-draft';

export type JobPostFieldsProps = {
  draft: JobDraft;
  onChange: (draft: JobDraft) => void;
  disabled?: boolean;
};

/** The fields of a post, shared by Create a Post and Edit Job. */
export function JobPostFields({ draft, onChange, disabled = false }: JobPostFieldsProps) {
  const handleChange = <K extends keyof JobDraft>(field: K, value: JobDraft[K]) => onChange({ ...draft, [field]: value });

  const handleCategoryChange = (value: string | null) => {
    const category: JobCategory | null = isJobCategory(value) ? value : null;
    handleChange('category', category);
  };

  return (
    <Stack gap="md">
      <TextInput
        label="Title"
        withAsterisk
        placeholder="e.g. Night shift chat operator"
        maxLength={120}
        value={draft.title}
        onChange={(event) => handleChange('title', event.currentTarget.value)}
        disabled={disabled}
      />
      <Textarea
        label="Description"
        withAsterisk
        placeholder="What the work involves, hours, tools and expectations"
        autosize
        minRows={5}
        maxRows={14}
        maxLength={5000}
        value={draft.description}
        onChange={(event) => handleChange('description', event.currentTarget.value)}
        disabled={disabled}
      />
      <Select
        label="Category"
        withAsterisk
        placeholder="Select a category"
        data={CATEGORY_OPTIONS}
        value={draft.category}
        onChange={handleCategoryChange}
        disabled={disabled}
      />
      <TextInput
        label="Duration"
        placeholder="e.g. 3 months, ongoing"
        maxLength={60}
        value={draft.duration}
        onChange={(event) => handleChange('duration', event.currentTarget.value)}
        disabled={disabled}
      />
      <TagsInput
        label="Required skills"
        description={`Press Enter after each skill (up to ${MAX_SKILLS})`}
        placeholder="e.g. Zendesk"
        maxTags={MAX_SKILLS}
        value={draft.tags}
        onChange={(tags) => handleChange('tags', tags)}
        clearable
        disabled={disabled}
      />
      <Checkbox
        label="Verified freelancers only"
        description="Only identity-verified freelancers can apply"
        checked={draft.verifiedOnly}
        onChange={(event) => handleChange('verifiedOnly', event.currentTarget.checked)}
        disabled={disabled}
      />
    </Stack>
  );
}
