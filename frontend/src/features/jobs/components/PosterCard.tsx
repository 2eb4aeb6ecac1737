import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { JobDetail } from '../../../api/types';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { UserAvatar } from '../../../components/UserAvatar';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { formatRating, pluralize } from '../../../lib/format';

export type PosterCardProps = {
  job: JobDetail;
  /** Shows a Message button to the poster. */
  withMessageButton?: boolean;
};

/** 'About the Client' (or 'About the Worker' for availability posts). */
export function PosterCard({ job, withMessageButton = false }: PosterCardProps) {
  const isOffer = job.jobType === 'job_offer';
  const poster = job.client;

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
              <AnchorLink to="/profile/$userId" params={{ userId: job.clientId }} fw={600}>
                {poster ? `${poster.firstName} ${poster.lastName}`.trim() : 'Unknown user'}
              </AnchorLink>
              {poster?.isVerified && <VerifiedBadge size="sm" />}
            </Group>
            {poster?.username && (
              <Text fz="sm" c="dimmed">
                @{poster.username}
              </Text>
            )}
          </Stack>
        </Group>
        {poster?.location && <Text fz="sm">{poster.location}</Text>}
        <Group gap="md" fz="sm">
          <Text span fz="sm">
            {formatRating(poster)}
          </Text>
          <Text span fz="sm" c="dimmed">
            {pluralize(job.clientPostCount, isOffer ? 'job' : 'listing')} posted
          </Text>
        </Group>
        {withMessageButton && (
          <ButtonLink to="/messages" search={{ userId: job.clientId }} fullWidth mt="xs">
            Message
          </ButtonLink>
        )}
      </Stack>
    </Card>
  );
}
