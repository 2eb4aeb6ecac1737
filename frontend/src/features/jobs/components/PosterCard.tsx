import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { JobDetail } from '../../../api/types';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { SignUpPromptLink } from '../../../components/SignUpPromptLink';
import { UserAvatar } from '../../../components/UserAvatar';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { formatRating, pluralize } from '../../../lib/format';
import { posterNameOf } from '../poster-name';

export type PosterCardProps = {
  job: JobDetail;
  /** Shows a Message button to the poster. */
  withMessageButton?: boolean;
  /** The Message button asks a visitor to make an account first (decision 0061). */
  visitor?: boolean;
};

/** 'About the Client' (or 'About the Worker' for availability posts). */
export function PosterCard({ job, withMessageButton = false, visitor = false }: PosterCardProps) {
  const isOffer = job.jobType === 'job_offer';
  const poster = job.client;
  // Named neutrally, with no profile to link to: they show it to members only (decision 0061).
  const withheld = poster === null && job.withheldPoster !== null;

  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        {isOffer ? 'About the Client' : 'About the Worker'}
      </Title>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <UserAvatar firstName={poster?.firstName ?? ''} lastName={poster?.lastName ?? ''} imageUrl={poster?.profileImageUrl} size={48} />
          <Stack gap={2} miw={0}>
            <Group gap={6}>
              {withheld ? (
                <Text fw={600}>{posterNameOf(job)}</Text>
              ) : (
                <AnchorLink to="/profile/$userId" params={{ userId: job.clientId }} fw={600}>
                  {posterNameOf(job)}
                </AnchorLink>
              )}
              {(poster?.isVerified || job.withheldPoster?.isVerified) && <VerifiedBadge size="sm" />}
            </Group>
            {poster?.username && (
              <Text fz="sm" c="dimmed">
                @{poster.username}
              </Text>
            )}
          </Stack>
        </Group>
        {poster?.location && <Text fz="sm">{poster.location}</Text>}
        {withheld && (
          <Text fz="sm" c="dimmed">
            {isOffer ? 'This client' : 'This worker'} shows their profile to members only.
          </Text>
        )}
        <Group gap="md" fz="sm">
          {!withheld && (
            <Text span fz="sm">
              {formatRating(poster)}
            </Text>
          )}
          <Text span fz="sm" c="dimmed">
            {pluralize(job.clientPostCount, isOffer ? 'job' : 'listing')} posted
          </Text>
        </Group>
        {withMessageButton && visitor && (
          // A withheld poster's name would be looked up for the form: the visitor comes back to the post instead.
          <SignUpPromptLink next={withheld ? `/jobs/${job.id}` : `/messages?userId=${job.clientId}`} reason="message" fullWidth mt="xs">
            Message
          </SignUpPromptLink>
        )}
        {withMessageButton && !visitor && (
          <ButtonLink to="/messages" search={{ userId: job.clientId }} fullWidth mt="xs">
            Message
          </ButtonLink>
        )}
      </Stack>
    </Card>
  );
}
