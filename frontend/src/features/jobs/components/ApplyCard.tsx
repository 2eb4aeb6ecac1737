import { Button, Card, Stack, Textarea, Title } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import type { JobDetail } from '../../../api/types';
import { useDraft } from '../../../lib/drafts';
import { LIMITS } from '../../../lib/limits';
import { notifyError } from '../../../lib/notify';
import { useApplyToJob } from '../hooks/useApplicationMutations';
import { getFieldErrors } from '../../../api/errors';

type ApplicationDraft = { coverLetter: string };

const NO_COVER_LETTER: ApplicationDraft = { coverLetter: '' };

export type ApplyCardProps = {
  job: JobDetail;
  /** Scrolls the card into view and focuses the cover letter (the /jobs/{id}/apply address). */
  focusOnMount?: boolean;
};

export function ApplyCard({ job, focusOnMount = false }: ApplyCardProps) {
  // The cover letter is kept per job until it is sent: a session that ends mid-letter loses nothing.
  const draft = useDraft(`cover-letter:${job.id}`, NO_COVER_LETTER);
  const form = useForm<ApplicationDraft>({
    name: 'apply',
    initialValues: draft.initial,
    validate: { coverLetter: isNotEmpty('Cover letter is required') },
    onValuesChange: draft.save,
  });
  const coverLetterRef = useRef<HTMLTextAreaElement>(null);
  const apply = useApplyToJob();

  useEffect(() => {
    if (!focusOnMount) return;
    coverLetterRef.current?.scrollIntoView({ block: 'center' });
    coverLetterRef.current?.focus({ preventScroll: true });
  }, [focusOnMount]);

  const handleValid = ({ coverLetter }: ApplicationDraft) => {
    apply.mutate(
      { jobId: job.id, coverLetter: coverLetter.trim() },
      { onSuccess: draft.clear, onError: (error) => form.setErrors(getFieldErrors(error, ['coverLetter'])) },
    );
  };

  const handleInvalid = () => {
    notifyError({ title: 'Missing information', description: 'Please provide a cover letter' });
    form.getInputNode('coverLetter')?.focus();
  };

  return (
    <Card>
      <Title order={2} size="h4" mb="xs">
        Apply for this Job
      </Title>
      <form onSubmit={form.onSubmit(handleValid, handleInvalid)} noValidate>
        <Stack gap="sm">
          <Textarea
            ref={coverLetterRef}
            label="Cover letter"
            withAsterisk
            placeholder="Why you are a good fit for this job"
            autosize
            minRows={6}
            maxRows={14}
            maxLength={LIMITS.application.coverLetter}
            disabled={apply.isPending}
            {...form.getInputProps('coverLetter')}
          />
          <Button type="submit" loading={apply.isPending} fullWidth>
            Submit Application
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
