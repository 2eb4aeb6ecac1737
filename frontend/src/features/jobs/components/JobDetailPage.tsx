import { Badge, Box, Card, Container, Divider, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { JobDetail, User } from '../../../api/types';
import { IconClock } from '@tabler/icons-react';
import { formatJobPayLine, formatWorkTerms } from '../pay-terms';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../../components/links';
import { SafetyBadge } from '../../../components/SafetyBadge';
import { StatusBadge } from '../../../components/StatusBadge';
import { getCategoryLabel } from '../../../lib/categories';
import { formatDate } from '../../../lib/format';
import { postContentKind } from '../../../lib/safety';
import type { SafetyNoticeTarget } from '../../../lib/safety';
import { jobQueryOptions } from '../api';
import { getApplyBlock } from '../apply-eligibility';
import type { ApplyBlock } from '../apply-eligibility';
import { AppliedCard } from './AppliedCard';
import { ApplyCard } from './ApplyCard';
import { CannotApplyCard } from './CannotApplyCard';
import type { CannotApplyReason } from './CannotApplyCard';
import { JobNotFound } from './JobNotFound';
import { SaveToggle } from '../../../components/SaveToggle';
import { ManageJobCard } from './ManageJobCard';
import { PosterCard } from './PosterCard';
import { ReverseListingBadge } from './ReverseListingBadge';
import { SignUpToApplyCard } from './SignUpToApplyCard';
import { TakenDownAlert, TakenDownBadge } from './TakenDownAlert';

export type JobDetailPageProps = {
  jobId: string;
  /** The signed-in user; null for a visitor (decision 0061), who is asked to make an account to apply. */
  viewer: User | null;
  /** The apply address: brings the apply card (or why the viewer cannot apply) into view, focused. */
  focusApply?: boolean;
  /** The way to report the job to the administrators, offered to everyone but its owner. */
  renderReportButton?: (job: JobDetail) => ReactNode;
  /** What the safety check found in the post: a warning for its readers, why and a review for its owner. */
  renderSafetyNotice?: (target: SafetyNoticeTarget) => ReactNode;
};

export function JobDetailPage({ jobId, ...others }: JobDetailPageProps) {
  const { data: job } = useSuspenseQuery(jobQueryOptions(jobId));
  return job ? <JobDetailContent job={job} {...others} /> : <JobNotFound />;
}

/**
 * The reason to show in place of the apply form: missing verification always (the freelancer would
 * otherwise expect a form), anything else only to a viewer sent to the apply address. An earlier
 * application shows as itself.
 */
function getShownApplyBlock(block: ApplyBlock | null, atApplyAddress: boolean): CannotApplyReason | null {
  if (block === null || block === 'already-applied') return null;
  return block === 'verification-required' || atApplyAddress ? block : null;
}

type JobDetailContentProps = Omit<JobDetailPageProps, 'jobId'> & { job: JobDetail };

function JobDetailContent({ job, viewer, focusApply = false, renderReportButton, renderSafetyNotice }: JobDetailContentProps) {
  const isOwner = job.clientId === viewer?.id;
  const canMessage = !isOwner && (viewer === null || viewer.role === 'client') && job.jobType === 'job_seeking';
  const applyBlock = viewer && getApplyBlock(job, viewer);
  const shownBlock = viewer && getShownApplyBlock(applyBlock, focusApply);

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="md" gap="sm">
        <AnchorLink to="/jobs" fz="sm">
          ← All jobs
        </AnchorLink>
        {!isOwner && renderReportButton?.(job)}
      </Group>
      {job.takenDown && (
        <Box mb="md">
          <TakenDownAlert jobId={job.id} takenDown={job.takenDown} />
        </Box>
      )}
      {/* A post taken down is past review: its alert says why. */}
      {!job.takenDown && job.safety.verdict !== 'clear' && renderSafetyNotice && (
        <Box mb="md">
          {renderSafetyNotice({
            safety: job.safety,
            contentKind: postContentKind(job.jobType),
            contentId: job.id,
            viewer: isOwner ? 'author' : 'reader',
            report: { reportType: 'job', targetId: job.id, subject: `“${job.title}”` },
          })}
        </Box>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card>
            <Stack gap="md">
              <Stack gap="xs">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Title order={2}>{job.title}</Title>
                  <SaveToggle kind="job" id={job.id} viewerId={viewer?.id ?? null} ownerId={job.clientId} />
                </Group>
                <Group gap="xs">
                  {job.takenDown ? <TakenDownBadge size="md" /> : <StatusBadge status={job.status} />}
                  <SafetyBadge verdict={job.safety.verdict} size="md" />
                  {job.jobType === 'job_seeking' && <ReverseListingBadge size="md" />}
                  <Badge variant="light">{getCategoryLabel(job.category)}</Badge>
                  {job.verifiedOnly && (
                    <Badge variant="light" color="green">
                      Verified Only
                    </Badge>
                  )}
                </Group>
                {formatJobPayLine(job) && (
                  <Text fw={600} data-testid="job-pay">
                    {formatJobPayLine(job)}
                  </Text>
                )}
                <Group gap="md" fz="sm" c="dimmed">
                  {formatWorkTerms(job, formatDate).map((term) => (
                    <Text span inherit key={term}>
                      {term}
                    </Text>
                  ))}
                  {job.duration && (
                    <Group gap={4} component="span" wrap="nowrap">
                      <IconClock size={14} />
                      <Text span inherit>
                        {job.duration}
                      </Text>
                    </Group>
                  )}
                  <Text span inherit>
                    Posted {formatDate(job.createdAt)}
                  </Text>
                </Group>
              </Stack>
              <Divider />
              <div>
                <Title order={3} size="h5" mb="xs">
                  Description
                </Title>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{job.description}</Text>
              </div>
              {job.tags.length > 0 && (
                <div>
                  <Title order={3} size="h5" mb="xs">
                    {job.jobType === 'job_seeking' ? 'Skills' : 'Required Skills'}
                  </Title>
                  <Group gap={6}>
                    {job.tags.map((tag) => (
                      <Badge key={tag} variant="light" color="gray" tt="none">
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                </div>
              )}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <PosterCard job={job} withMessageButton={canMessage} visitor={viewer === null} />
            {isOwner && <ManageJobCard job={job} />}
            {job.myApplication && <AppliedCard status={job.myApplication.status} />}
            {viewer && applyBlock === null && <ApplyCard job={job} focusOnMount={focusApply} />}
            {!viewer && job.jobType === 'job_offer' && job.status === 'open' && <SignUpToApplyCard job={job} />}
            {viewer && shownBlock && (
              <CannotApplyCard reason={shownBlock} viewerRole={viewer.role} jobStatus={job.status} focusOnMount={focusApply} />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
