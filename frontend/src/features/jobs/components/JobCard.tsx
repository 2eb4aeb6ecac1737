import { memo } from 'react';
import { Badge, Card } from '@mantine/core';
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
import { column, DIMMED_SMALL, PARAGRAPH, row, SPACE, TWO_LINES } from '../../../components/plain-layout';

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
// cards' own data has not changed; only a new card, or a changed post, is drawn. Laid out with
// plain elements (plain-layout.ts): a page mounts twenty of these in one tap (decision 0085).
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
      <div style={column('sm')}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: SPACE.md }}>
          <div style={{ ...column(4), minWidth: 0 }}>
            <div style={row('xs')}>
              <AnchorLink to="/jobs/$jobId" params={{ jobId: job.id }} fw={600} fz="lg" c="inherit">
                {job.title}
              </AnchorLink>
              {isNew && <NewBadge />}
              {!isOffer && <ReverseListingBadge />}
              <SafetyBadge verdict={job.safety.verdict} />
            </div>
            <div style={{ ...row('xs'), ...DIMMED_SMALL }}>
              <span>{getCategoryLabel(job.category)}</span>
              {/* On phones the date joins this line, so the title keeps the card's width. */}
              <span className="mantine-hidden-from-sm">Posted {formatRelativeTime(job.createdAt)}</span>
              {job.duration && (
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}>
                  <IconClock size={14} aria-hidden />
                  {job.duration}
                </span>
              )}
            </div>
          </div>
          <span className="mantine-visible-from-sm" style={{ ...DIMMED_SMALL, whiteSpace: 'nowrap' }}>
            Posted {formatRelativeTime(job.createdAt)}
          </span>
        </div>

        {payLine && (
          <p style={{ ...PARAGRAPH, fontWeight: 600 }} data-testid="job-pay">
            {payLine}
          </p>
        )}

        <p style={{ ...PARAGRAPH, ...TWO_LINES }}>{job.description}</p>

        <RankReasons reasons={job.rankReasons} />

        {job.tags.length > 0 && (
          <div style={row(6)}>
            {job.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
              <Badge key={tag} variant="light" color="gray" tt="none">
                {tag}
              </Badge>
            ))}
          </div>
        )}

        <div style={{ ...row('md'), justifyContent: 'space-between' }}>
          <div style={{ ...row('sm'), fontSize: 'var(--mantine-font-size-sm)' }}>
            <span style={{ fontWeight: 500 }}>{posterName}</span>
            {job.client?.isVerified && <VerifiedBadge size="sm" />}
            {/* A poster withheld from visitors has no rating to show either. */}
            {!job.withheldPoster && <span style={DIMMED_SMALL}>{formatRating(job.client)}</span>}
            {/* A no-break space: the separator stays with the count when the row wraps. An availability post takes no applications. */}
            {isOffer && (
              <span style={DIMMED_SMALL}>
                ·{'\u00a0'}
                {pluralize(job.applicationCount, 'application')}
              </span>
            )}
          </div>
          <div style={row('xs')}>
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
          </div>
        </div>
      </div>
    </Card>
  );
});
