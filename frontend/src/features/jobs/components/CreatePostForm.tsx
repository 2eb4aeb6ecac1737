import { Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { JobDetail } from '../../../api/types';
import { ButtonLink } from '../../../components/links';
import { useJobDraftForm } from '../hooks/useJobDraftForm';
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
  const { form, handleInvalid, handleServerError, discardDraft } = useJobDraftForm(
    'create-post',
    EMPTY_JOB_DRAFT,
    'post:new',
    toJobType(mode),
  );
  const create = useCreateJob({
    onSuccess: (job) => {
      discardDraft();
      return onCreated(job);
    },
  });

  const handleModeChange = (value: string) => onModeChange(value === 'seeking' ? 'seeking' : 'offer');

  const handleValid = (draft: JobDraft) => {
    if (isDraftComplete(draft)) create.mutate(toCreateJobInput(draft, toJobType(mode)), { onError: handleServerError });
  };

  return (
    <Card>
      <form onSubmit={form.onSubmit(handleValid, handleInvalid)} noValidate>
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
          <JobPostFields form={form} disabled={create.isPending} jobType={toJobType(mode)} />
          <Group justify="flex-end">
            <ButtonLink to="/jobs" variant="default" onClick={discardDraft}>
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
