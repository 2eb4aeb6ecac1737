import { Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { JobDetail } from '../../../api/types';
import { ButtonLink } from '../../../components/links';
import { notifyError } from '../../../lib/notify';
import { useCreateJob } from '../hooks/useJobMutations';
import { EMPTY_JOB_DRAFT, isDraftComplete, toCreateJobInput, toJobType } from '../job-draft';
import type { JobDraft, PostMode } from '../job-draft';
import { JobPostFields } from './JobPostFields';

const MODE_OPTIONS: { value: PostMode; label: string }[] = [
  { value: 'offer', label: 'Job Offer' },
  { value: 'seeking', label: 'My Availability' },
];

const MODE_HINTS: Record<PostMode, string> = {
  offer: 'Describe the work you need done; workers apply with a cover letter.',
  seeking: 'Tell clients what work you are available for (a reverse listing).',
};

export type CreatePostFormProps = {
  mode: PostMode;
  onModeChange: (mode: PostMode) => void;
  /** Called with the new post; the form stays busy until a returned promise settles. */
  onCreated: (job: JobDetail) => void | Promise<void>;
};

export function CreatePostForm({ mode, onModeChange, onCreated }: CreatePostFormProps) {
  const [draft, setDraft] = useState<JobDraft>(EMPTY_JOB_DRAFT);
  const create = useCreateJob({ onSuccess: onCreated });

  const handleModeChange = (value: string) => onModeChange(value === 'seeking' ? 'seeking' : 'offer');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isDraftComplete(draft)) {
      notifyError({ title: 'Missing fields', description: 'Please fill in all required fields' });
      return;
    }
    create.mutate(toCreateJobInput(draft, toJobType(mode)));
  };

  return (
    <Card>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="lg">
          <Stack gap={6}>
            <SegmentedControl
              aria-label="Post type"
              data={MODE_OPTIONS}
              value={mode}
              onChange={handleModeChange}
              fullWidth
              disabled={create.isPending}
            />
            <Text c="dimmed" fz="sm">
              {MODE_HINTS[mode]}
            </Text>
          </Stack>
          <JobPostFields draft={draft} onChange={setDraft} disabled={create.isPending} />
          <Group justify="flex-end">
            <ButtonLink to="/jobs" variant="default">
              Cancel
            </ButtonLink>
            <Button type="submit" loading={create.isPending}>
              {mode === 'seeking' ? 'Post Availability' : 'Post Job'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
