import { memo } from 'react';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Job, User } from '../../../api/types';
import { IconClock } from '@tabler/icons-react';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { NewBadge } from '../../../components/NewBadge';
import { RankReasons } from '../../../components/RankReasons';
import { SafetyBadge } from '../../../components/SafetyBadge';
import { SaveToggle } from '../../../components/SaveToggle';
import { SignUpPromptLink } from '../../../components/SignUpPromptLink';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { getCategoryLabel } from '../../../lib/categories';
import { formatRating, formatRelativeTime, pluralize } from '../../../lib/format';
import { getApplyBlock } from '../apply-eligibility';
import { posterNameOf } from '../poster-name';
import { ReverseListingBadge } from './ReverseListingBadge';
import { formatJobPayLine } from '../pay-terms';

const MAX_CARD_TAGS = 3;

export type JobCardProps = {
  /** With rankReasons when it comes from the search (decision 0075). */
  job: Job & { rankReasons?: string[] };
  /** The signed-in user; null for a visitor, whose Apply Now and Message lead to Create account. */
  viewer: User | null;
  /** Posted since the last visit of the saved search the list was opened from. */
  isNew?: boolean;
};

/** A post in the job search, with Apply Now for a viewer who may apply and View for anyone else. */
// Memoized: a new search redraws the list it replaces while it waits (placeholder data), and the
// cards' own data has not changed; only a new card, or a changed post, is drawn.
export const JobCard = memo(function JobCard({ job, viewer, isNew = false }: JobCardProps) {
  const isOwn = job.clientId === viewer?.id;
  const isOffer = job.jobType === 'job_offer';
  const mayApply = viewer ? getApplyBlock(job, viewer) === null : isOffer && job.status === 'open';
  // A visitor may write to a worker offering their time once they have an account, as a client can.
  const canMessage = !isOffer && !isOwn && (viewer === null ? job.client !== null : viewer.role === 'client');
  const posterName = posterNameOf(job);
  const payLine = formatJobPayLine(job);

  return (
    <Card component="article" aria-label={job.title} data-testid="job-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} miw={0}>
            <Group gap="xs">
              <AnchorLink to="/jobs/$jobId" params={{ jobId: job.id }} fw={600} fz="lg" c="inherit">
                {job.title}
              </AnchorLink>
              {isNew && <NewBadge />}
              {!isOffer && <ReverseListingBadge />}
              <SafetyBadge verdict={job.safety.verdict} />
            </Group>
            <Group gap="xs" fz="sm" c="dimmed">
              <Text span inherit>
                {getCategoryLabel(job.category)}
              </Text>
              {/* On phones the date joins this line, so the title keeps the card's width. */}
              <Text span inherit hiddenFrom="sm">
                Posted {formatRelativeTime(job.createdAt)}
              </Text>
              {job.duration && (
                <Group gap={4} component="span" wrap="nowrap">
                  <IconClock size={14} />
                  <Text span inherit>
                    {job.duration}
                  </Text>
                </Group>
              )}
            </Group>
          </Stack>
          <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} visibleFrom="sm">
            Posted {formatRelativeTime(job.createdAt)}
          </Text>
        </Group>

        {payLine && (
          <Text fz="sm" fw={600} data-testid="job-pay">
            {payLine}
          </Text>
        )}

        <Text fz="sm" lineClamp={2}>
          {job.description}
        </Text>

        <RankReasons reasons={job.rankReasons} />

        {job.tags.length > 0 && (
          <Group gap={6}>
            {job.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
              <Badge key={tag} variant="light" color="gray" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        )}

        <Group justify="space-between" align="center">
          <Group gap="sm" fz="sm">
            <Text span fz="sm" fw={500}>
              {posterName}
            </Text>
            {job.client?.isVerified && <VerifiedBadge size="sm" />}
            {/* A poster withheld from visitors has no rating to show either. */}
            {!job.withheldPoster && (
              <Text span fz="sm" c="dimmed">
                {formatRating(job.client)}
              </Text>
            )}
            {/* A no-break space: the separator stays with the count when the row wraps. An availability post takes no applications. */}
            {isOffer && (
              <Text span fz="sm" c="dimmed">
                ·{'\u00a0'}
                {pluralize(job.applicationCount, 'application')}
              </Text>
            )}
          </Group>
          <Group gap="xs">
            <SaveToggle kind="job" id={job.id} viewerId={viewer?.id ?? null} ownerId={job.clientId} />
            {mayApply && viewer === null ? (
              <SignUpPromptLink next={`/jobs/${job.id}/apply`} reason="apply" size="xs">
                Apply Now
              </SignUpPromptLink>
            ) : mayApply ? (
              <ButtonLink to="/jobs/$jobId/apply" params={{ jobId: job.id }} size="xs">
                Apply Now
              </ButtonLink>
            ) : (
              <ButtonLink to="/jobs/$jobId" params={{ jobId: job.id }} variant="default" size="xs">
                View
              </ButtonLink>
            )}
            {canMessage && viewer === null && (
              <SignUpPromptLink next={`/messages?userId=${job.clientId}`} reason="message" size="xs">
                Message
              </SignUpPromptLink>
            )}
            {canMessage && viewer !== null && (
              <ButtonLink to="/messages" search={{ userId: job.clientId }} size="xs">
                Message
              </ButtonLink>
            )}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
});
