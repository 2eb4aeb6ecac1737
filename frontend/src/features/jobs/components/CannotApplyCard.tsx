import { Card, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { JobStatus, UserRole } from '../../../api/types';
import { AnchorLink } from '../../../components/links';
import type { ApplyBlock } from '../apply-eligibility';

/** An earlier application is shown as itself (AppliedCard), not as a reason. */
export type CannotApplyReason = Exclude<ApplyBlock, 'already-applied'>;

export type CannotApplyCardProps = {
  reason: CannotApplyReason;
  viewerRole: UserRole;
  jobStatus: JobStatus;
  /** Brings the card into view with its heading focused (the /jobs/{id}/apply address). */
  focusOnMount?: boolean;
};

function describeBlock({ reason, viewerRole, jobStatus }: Omit<CannotApplyCardProps, 'focusOnMount'>): string {
  switch (reason) {
    case 'own-post':
      return 'This is your own post, so you cannot apply to it.';
    case 'availability-post':
      return "This is a worker's availability post; it does not take applications.";
    case 'not-freelancer':
      return viewerRole === 'client'
        ? 'Only workers can apply to jobs. Switch to Worker on your dashboard to apply.'
        : 'Only workers can apply to jobs.';
    case 'not-open':
      return `This job is ${jobStatus} and no longer takes applications.`;
    case 'verification-required':
      return 'This job is open to verified workers only. Get verified to apply.';
  }
}

/** Why the viewer cannot apply, in place of the apply form. */
export function CannotApplyCard({ focusOnMount = false, ...block }: CannotApplyCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!focusOnMount) return;
    headingRef.current?.scrollIntoView({ block: 'center' });
    headingRef.current?.focus({ preventScroll: true });
  }, [focusOnMount]);

  return (
    <Card>
      <Title ref={headingRef} order={2} size="h4" mb="xs" tabIndex={-1}>
        Apply for this Job
      </Title>
      <Stack gap="xs">
        <Text fz="sm">{describeBlock(block)}</Text>
        {block.reason === 'verification-required' && (
          <AnchorLink to="/verification" fz="sm" fw={500}>
            Get verified
          </AnchorLink>
        )}
      </Stack>
    </Card>
  );
}
