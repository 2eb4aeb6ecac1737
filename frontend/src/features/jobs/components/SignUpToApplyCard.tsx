import { Card, Stack, Text, Title } from '@mantine/core';
import type { JobDetail } from '../../../api/types';
import { SignUpPromptLink } from '../../../components/SignUpPromptLink';

export type SignUpToApplyCardProps = {
  job: Pick<JobDetail, 'id' | 'verifiedOnly'>;
};

/** The apply card as a visitor sees it on the public job board (decision 0061): make an account, then apply. */
export function SignUpToApplyCard({ job }: SignUpToApplyCardProps) {
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Apply for this job
        </Title>
        <Text fz="sm">
          Create a free account to send the client your cover letter. You come back to this job once it is made.
          {job.verifiedOnly && ' This client takes applications from verified workers only.'}
        </Text>
        <SignUpPromptLink next={`/jobs/${job.id}/apply`} reason="apply" fullWidth>
          Apply Now
        </SignUpPromptLink>
      </Stack>
    </Card>
  );
}
