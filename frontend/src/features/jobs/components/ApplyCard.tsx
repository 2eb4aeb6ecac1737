import { Button, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { Application, JobDetail, User } from '../../../api/types';
import { notifyError } from '../../../lib/notify';
import { useApplyToJob } from '../hooks/useApplicationMutations';

export type ApplyCardProps = {
  job: JobDetail;
  viewer: User;
  /** Scrolls the card into view and focuses the cover letter (the /jobs/{id}/apply address). */
  focusOnMount?: boolean;
  onApplied?: (application: Application) => void | Promise<void>;
};

export function ApplyCard({ job, viewer, focusOnMount = false, onApplied }: ApplyCardProps) {
  const [coverLetter, setCoverLetter] = useState('');
  const coverLetterRef = useRef<HTMLTextAreaElement>(null);
  const apply = useApplyToJob({ onSuccess: onApplied });

  useEffect(() => {
    if (!focusOnMount) return;
    coverLetterRef.current?.scrollIntoView({ block: 'center' });
    coverLetterRef.current?.focus({ preventScroll: true });
  }, [focusOnMount]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!coverLetter.trim()) {
      notifyError({ title: 'Missing information', description: 'Please provide a cover letter' });
      return;
    }
    apply.mutate({ jobId: job.id, coverLetter: coverLetter.trim() });
  };

  return (
    <Card>
      <Title order={2} size="h4" mb="xs">
        Apply for this Job
      </Title>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {job.verifiedOnly && !viewer.isVerified && (
            <Text fz="sm" c="orange">
              This job is for verified freelancers only. Get verified to apply.
            </Text>
          )}
          <Textarea
            ref={coverLetterRef}
            label="Cover letter"
            placeholder="Why you are a good fit for this job"
            autosize
            minRows={6}
            maxRows={14}
            maxLength={5000}
            value={coverLetter}
            onChange={(event) => setCoverLetter(event.currentTarget.value)}
            disabled={apply.isPending}
          />
          <Button type="submit" loading={apply.isPending} fullWidth>
            Submit Application
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
