import { Badge, Button, Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconCalendar, IconCurrencyDollar, IconEdit, IconMapPin, IconMessage, IconStar } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { PublicProfile, User } from '../../../api/types';
import { InviteToJobButton } from '../../../components/InviteToJob';
import { ButtonLink } from '../../../components/links';
import { SignUpPromptLink } from '../../../components/SignUpPromptLink';
import { SaveToggle } from '../../../components/SaveToggle';
import { UserAvatar } from '../../../components/UserAvatar';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { formatDate, formatRating, fullName, pluralize } from '../../../lib/format';
import { formatRate } from '../../../lib/money';
import { getRoleLabel } from '../../../lib/roles';
import { profileQueryOptions } from '../api';
import { EditProfileModal } from './EditProfileModal';
import { OpenJobsCard } from './OpenJobsCard';
import { PortfolioCard } from './PortfolioCard';
import { ProfileNotFound } from './ProfileNotFound';
import { ReviewsCard } from './ReviewsCard';
import { TrustScoreCard } from './TrustScoreCard';
import { VisitorReviewsCard } from './VisitorReviewsCard';

export type ProfilePageProps = {
  userId: string;
  /** The signed-in user; null for a visitor (decision 0061): no reviews, and Send Message asks for an account. */
  viewer: User | null;
  /** Called after the viewer changed their own profile or picture (the signed-in user's data is refreshed). */
  onProfileChanged: () => void | Promise<void>;
  /** The way to report the user to the administrators, offered to everyone but the user. */
  /** The profile and the person's name, as the report's subject. */
  renderReportButton?: (profile: PublicProfile, name: string) => ReactNode;
};

/**
 * Spec: "Shows user details, reviews and portfolio. Only the owner sees Edit Profile; others see
 * Send Message." Others can also report the user to the administrators. A client's profile counts
 * the contracts they completed as the client, lists their open jobs, and leaves out the freelancer's
 * skills, languages and portfolio while they are empty.
 */
export function ProfilePage({ userId, ...others }: ProfilePageProps) {
  const { data: profile } = useSuspenseQuery(profileQueryOptions(userId));
  return profile ? <ProfileContent profile={profile} {...others} /> : <ProfileNotFound />;
}

type ProfileContentProps = Omit<ProfilePageProps, 'userId'> & { profile: PublicProfile };

function ProfileContent({ profile, viewer, onProfileChanged, renderReportButton }: ProfileContentProps) {
  const isOwner = profile.id === viewer?.id;
  const visitor = viewer === null;
  const isClient = profile.role === 'client';
  // A client may invite a freelancer to one of their open jobs (decision 0071).
  const inviterId = viewer?.role === 'client' && profile.role === 'freelancer' && !isOwner ? viewer.id : undefined;
  const [editing, setEditing] = useState(false);

  return (
    <Container size="lg" py="xl">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <SummaryCard
              profile={profile}
              isOwner={isOwner}
              visitor={visitor}
              onEdit={() => setEditing(true)}
              inviterId={inviterId}
              saverId={profile.role === 'freelancer' ? (viewer?.id ?? null) : null}
              reportButton={renderReportButton?.(profile, fullName(profile))}
            />
            <TrustScoreCard profile={profile} withBreakdown={!visitor} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <AboutCard profile={profile} />
            {isClient && <OpenJobsCard userId={profile.id} isOwner={isOwner} />}
            {/* The owner keeps it, empty or not: it is where they add an item. */}
            <PortfolioCard userId={profile.id} isOwner={isOwner} hiddenWhenEmpty={isClient && !isOwner} />
            {visitor ? <VisitorReviewsCard profile={profile} /> : <ReviewsCard userId={profile.id} />}
          </Stack>
        </Grid.Col>
      </Grid>
      {isOwner && <EditProfileModal profile={profile} opened={editing} onClose={() => setEditing(false)} onSaved={onProfileChanged} />}
    </Container>
  );
}

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" component="li">
      {icon}
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

type SummaryCardProps = {
  profile: PublicProfile;
  isOwner: boolean;
  visitor: boolean;
  onEdit: () => void;
  /** The signed-in client who may invite this freelancer to a job. */
  inviterId?: string;
  /** The signed-in user who may save this freelancer (decision 0074); null for a visitor or a client's profile. */
  saverId: string | null;
  reportButton?: ReactNode;
};

function SummaryCard({ profile, isOwner, visitor, onEdit, inviterId, saverId, reportButton }: SummaryCardProps) {
  const iconProps = { size: 16, 'aria-hidden': true, color: 'var(--mantine-color-dimmed)' } as const;
  return (
    <Card>
      <Stack align="center" gap={6} ta="center">
        <UserAvatar firstName={profile.firstName} lastName={profile.lastName} imageUrl={profile.profileImageUrl} size={96} />
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {profile.firstName} {profile.lastName}
        </Title>
        {profile.username && <Text c="dimmed">@{profile.username}</Text>}
        <Group gap="xs" justify="center">
          {profile.isVerified && <VerifiedBadge />}
          <Badge variant="light" color="gray">
            {getRoleLabel(profile.role)}
          </Badge>
          <SaveToggle kind="freelancer" id={profile.id} viewerId={saverId} ownerId={profile.id} />
        </Group>
      </Stack>
      <Stack component="ul" gap={6} mt="md" p={0} m={0} style={{ listStyle: 'none' }}>
        <Detail icon={<IconStar {...iconProps} />}>{formatRating(profile)}</Detail>
        {profile.location && <Detail icon={<IconMapPin {...iconProps} />}>{profile.location}</Detail>}
        {profile.hourlyRate !== null && (
          <Detail icon={<IconCurrencyDollar {...iconProps} />}>{formatRate({ type: 'hourly', ...profile.hourlyRate })}</Detail>
        )}
        {profile.role === 'client' ? (
          <Detail icon={<IconBriefcase {...iconProps} />}>
            {pluralize(profile.completedHiresCount, 'contract')} completed as a client
          </Detail>
        ) : (
          <Detail icon={<IconBriefcase {...iconProps} />}>{pluralize(profile.completedJobsCount, 'job')} completed</Detail>
        )}
        <Detail icon={<IconCalendar {...iconProps} />}>Member since {formatDate(profile.createdAt)}</Detail>
      </Stack>
      {isOwner ? (
        <Button fullWidth mt="md" leftSection={<IconEdit size={16} aria-hidden />} onClick={onEdit}>
          Edit Profile
        </Button>
      ) : visitor ? (
        <>
          <SignUpPromptLink
            next={`/messages?userId=${profile.id}`}
            reason="message"
            fullWidth
            mt="md"
            leftSection={<IconMessage size={16} aria-hidden />}
          >
            Send Message
          </SignUpPromptLink>
          {reportButton}
        </>
      ) : (
        <>
          <ButtonLink to="/messages" search={{ userId: profile.id }} fullWidth mt="md" leftSection={<IconMessage size={16} aria-hidden />}>
            Send Message
          </ButtonLink>
          {inviterId && <InviteToJobButton clientId={inviterId} invitee={profile} fullWidth mt="xs" />}
          {reportButton}
        </>
      )}
    </Card>
  );
}

function TagList({ label, tags, empty }: { label: string; tags: string[]; empty: string }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h6">
        {label}
      </Title>
      {tags.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Group gap={6}>
          {tags.map((tag) => (
            <Badge key={tag} variant="light" tt="none">
              {tag}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

function AboutCard({ profile }: { profile: PublicProfile }) {
  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        About
      </Title>
      <Stack gap="md">
        {profile.bio ? (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{profile.bio}</Text>
        ) : (
          <Text c="dimmed" fz="sm">
            No bio yet.
          </Text>
        )}
        {/* A freelancer's sections: a client's profile shows them only when filled. */}
        {(profile.role !== 'client' || profile.skills.length > 0) && (
          <TagList label="Skills" tags={profile.skills} empty="No skills listed." />
        )}
        {(profile.role !== 'client' || profile.languages.length > 0) && (
          <TagList label="Languages" tags={profile.languages} empty="No languages listed." />
        )}
      </Stack>
    </Card>
  );
}
