import { memo } from 'react';
import { Badge, Card, Group, VisuallyHidden } from '@mantine/core';
import { IconMapPin, IconMessage } from '@tabler/icons-react';
import type { Freelancer } from '../../../api/types';
import { InviteToJobButton } from '../../../components/InviteToJob';
import { NewBadge } from '../../../components/NewBadge';
import { ButtonLink } from '../../../components/links';
import { RankReasons } from '../../../components/RankReasons';
import { SaveToggle } from '../../../components/SaveToggle';
import { SignUpPromptLink } from '../../../components/SignUpPromptLink';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { UserAvatar } from '../../../components/UserAvatar';
import { formatRating, formatTrustScore, pluralize } from '../../../lib/format';
import { formatRate } from '../../../lib/money';
import { CARD_TITLE, column, DIMMED_SMALL, ONE_LINE, PARAGRAPH, row, SPACE, TWO_LINES } from '../../../components/plain-layout';

/** Skills shown on a card; the rest are counted ('+2'). */
const SHOWN_SKILLS = 3;

export type FreelancerCardProps = {
  /** With rankReasons when it comes from the directory's search (decision 0075). */
  freelancer: Omit<Freelancer, 'rankReasons'> & { rankReasons?: string[] };
  /** Shows the message link: not on the viewer's own card. */
  canMessage: boolean;
  /** The message link asks a visitor to make an account first (decision 0061). */
  visitor?: boolean;
  /** The signed-in client, who may invite the freelancer to one of their open jobs (decision 0071); unset for anyone else. */
  inviterId?: string;
  /** The signed-in user, who may save the freelancer (decision 0074); null or unset for a visitor. */
  viewerId?: string | null;
  /** Matched since the last visit of the saved search the directory was opened from. */
  isNew?: boolean;
};

// Memoized: a new search redraws the list it replaces while it waits (placeholder data), and the
// cards' own data has not changed; only a new card, or a changed post, is drawn. Laid out with
// plain elements (plain-layout.ts): a page mounts twenty of these in one tap (decision 0085).
export const FreelancerCard = memo(function FreelancerCard({
  freelancer,
  canMessage,
  visitor = false,
  inviterId,
  viewerId = null,
  isNew = false,
}: FreelancerCardProps) {
  const name = `${freelancer.firstName} ${freelancer.lastName}`;
  const hiddenSkills = freelancer.skills.length - SHOWN_SKILLS;

  return (
    <Card component="article" aria-label={name} h="100%" style={{ display: 'flex', flexDirection: 'column' }}>
      <div style={{ ...column('sm'), flex: 1 }}>
        <div style={{ display: 'flex', alignItems: 'flex-start', gap: SPACE.sm }}>
          <UserAvatar firstName={freelancer.firstName} lastName={freelancer.lastName} imageUrl={freelancer.profileImageUrl} size={56} />
          <div style={{ ...column(2), minWidth: 0, flex: 1 }}>
            <div style={row(6)}>
              <h2 style={CARD_TITLE}>{name}</h2>
              {freelancer.isVerified && <VerifiedBadge size="sm" />}
              {isNew && <NewBadge />}
            </div>
            <span style={{ ...DIMMED_SMALL, ...ONE_LINE }}>@{freelancer.username}</span>
          </div>
          <SaveToggle kind="freelancer" id={freelancer.id} viewerId={viewerId} ownerId={freelancer.id} />
        </div>
        {freelancer.bio && <p style={{ ...PARAGRAPH, ...TWO_LINES }}>{freelancer.bio}</p>}
        <div style={{ ...row('md'), fontSize: 'var(--mantine-font-size-sm)' }}>
          <span style={{ fontWeight: 500 }}>{formatRating(freelancer)}</span>
          <span style={DIMMED_SMALL}>
            {freelancer.trustScore === null ? formatTrustScore(null) : `Trust score ${formatTrustScore(freelancer.trustScore)}`}
          </span>
          <span style={DIMMED_SMALL}>{pluralize(freelancer.completedJobsCount, 'job')}</span>
          {freelancer.hourlyRate !== null && (
            <span style={{ fontWeight: 600 }}>{formatRate({ type: 'hourly', ...freelancer.hourlyRate })}</span>
          )}
        </div>
        <RankReasons reasons={freelancer.rankReasons} />
        {freelancer.location && (
          <div style={{ ...DIMMED_SMALL, display: 'flex', alignItems: 'center', gap: 4 }}>
            <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
            <span style={ONE_LINE}>{freelancer.location}</span>
          </div>
        )}
        {freelancer.skills.length > 0 && (
          <div style={row(6)}>
            {freelancer.skills.slice(0, SHOWN_SKILLS).map((skill) => (
              <Badge key={skill} variant="light" tt="none">
                {skill}
              </Badge>
            ))}
            {hiddenSkills > 0 && (
              <Badge variant="outline" color="gray" tt="none">
                +{hiddenSkills}
                <VisuallyHidden> more skills</VisuallyHidden>
              </Badge>
            )}
          </div>
        )}
      </div>
      <Group gap="xs" mt="md" grow>
        <ButtonLink to="/profile/$userId" params={{ userId: freelancer.id }}>
          View Profile
        </ButtonLink>
        {canMessage && visitor && (
          <SignUpPromptLink
            next={`/messages?userId=${freelancer.id}`}
            reason="message"
            variant="default"
            leftSection={<IconMessage size={16} aria-hidden />}
            aria-label={`Message ${name}`}
          >
            Message
          </SignUpPromptLink>
        )}
        {canMessage && !visitor && (
          <ButtonLink
            to="/messages"
            search={{ userId: freelancer.id }}
            variant="default"
            leftSection={<IconMessage size={16} aria-hidden />}
            aria-label={`Message ${name}`}
          >
            Message
          </ButtonLink>
        )}
      </Group>
      {inviterId && inviterId !== freelancer.id && <InviteToJobButton clientId={inviterId} invitee={freelancer} mt="xs" fullWidth />}
    </Card>
  );
});
