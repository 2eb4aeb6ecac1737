import { Button, Checkbox, Group, Radio, Select, Stack } from '@mantine/core';
import type { JobCategory } from '../../../api/types';
import { CATEGORY_OPTIONS, isJobCategory } from '../../../lib/categories';
import type { JobSearchParams, JobTypeFilter } from '../../../lib/jobs-search';

const ALL = 'all';

const TYPE_OPTIONS: { value: JobTypeFilter | typeof ALL; label: string }[] = [
  { value: ALL, label: 'All' },
  { value: 'offer', label: 'Job Offers' },
  { value: 'seeking', label: 'Availability' },
];

const CATEGORY_FILTER_OPTIONS = [{ value: ALL, label: 'All categories' }, ...CATEGORY_OPTIONS];

/** How many of the filters narrow the search (the search term and the sort are not filters). */
export function countActiveFilters(params: JobSearchParams): number {
  return [params.type, params.category, params.verified].filter((value) => value !== undefined).length;
}

export type JobFiltersProps = {
  params: JobSearchParams;
  onChange: (params: JobSearchParams) => void;
};

/** The filters of the job search: type, category and verified clients only. */
export function JobFilters({ params, onChange }: JobFiltersProps) {
  const handleTypeChange = (value: string) => {
    onChange({ ...params, type: value === 'offer' || value === 'seeking' ? value : undefined });
  };

  const handleCategoryChange = (value: string | null) => {
    const category: JobCategory | undefined = isJobCategory(value) ? value : undefined;
    onChange({ ...params, category });
  };

  const handleVerifiedChange = (checked: boolean) => {
    onChange({ ...params, verified: checked ? true : undefined });
  };

  // Back to every open post: the search term goes too, so nothing the visitor cannot see narrows the results.
  const handleClear = () => {
    onChange({ ...params, search: undefined, type: undefined, category: undefined, verified: undefined });
  };

  return (
    <Stack gap="md">
      <Radio.Group label="Type" value={params.type ?? ALL} onChange={handleTypeChange}>
        <Stack gap="xs" mt={6}>
          {TYPE_OPTIONS.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Stack>
      </Radio.Group>
      <Select
        label="Category"
        data={CATEGORY_FILTER_OPTIONS}
        value={params.category ?? ALL}
        onChange={handleCategoryChange}
        allowDeselect={false}
      />
      <Checkbox
        label="Verified clients only"
        checked={params.verified === true}
        onChange={(event) => handleVerifiedChange(event.currentTarget.checked)}
      />
      <Group>
        <Button variant="subtle" onClick={handleClear} px={0}>
          Clear filters
        </Button>
      </Group>
    </Stack>
  );
}
