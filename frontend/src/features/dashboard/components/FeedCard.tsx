import { Badge, Card, Center, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import type { FeedItem, UserRole } from '../../../api/types';
import { EmptyState } from '../../../components/EmptyState';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { feedQueryOptions } from '../feed-api';

/** "For you" on the dashboard (decision 0074): posts for a freelancer, freelancers for a client, each with why it is there. */
export function FeedCard({ role }: { role: UserRole }) {
  // Not suspended: the rest of the dashboard shows whether or not the feed could be read.
  const { data, isError } = useQuery(feedQueryOptions());
  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        For you
      </Title>
      {isError ? (
        <Text c="dimmed" fz="sm">
          Suggestions could not be loaded. They come back when you reload the page.
        </Text>
      ) : !data ? (
        <Center>
          <Loader size="sm" role="status" aria-label="Loading suggestions" />
        </Center>
      ) : data.items.length === 0 ? (
        <FeedEmpty role={role} />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="For you">
          {data.items.map((item, index) => (
            <Fragment key={item.kind === 'job' ? item.job.id : item.freelancer.id}>
              {index > 0 && <Divider component="li" aria-hidden />}
              <FeedEntry item={item} />
            </Fragment>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function FeedEntry({ item }: { item: FeedItem }) {
  const link =
    item.kind === 'job' ? (
      <AnchorLink to="/jobs/$jobId" params={{ jobId: item.job.id }} fw={600}>
        {item.job.title}
      </AnchorLink>
    ) : (
      <AnchorLink to="/profile/$userId" params={{ userId: item.freelancer.id }} fw={600}>
        {item.freelancer.firstName} {item.freelancer.lastName}
      </AnchorLink>
    );
  return (
    <Stack component="li" gap={4} data-testid="feed-item">
      {link}
      <Group gap={6}>
        {item.reasons.map((reason) => (
          <Badge key={reason} variant="light" color="gray" tt="none" fw={500}>
            {reason}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

function FeedEmpty({ role }: { role: UserRole }) {
  if (role === 'client') {
    return (
      // No link of its own: the dashboard's "Post a Job" stands beside it.
      <EmptyState
        title="Nothing for you yet"
        description="Post a job with the skills you need, and freelancers who have them show up here."
        icon={<IconSparkles size={28} />}
      />
    );
  }
  return (
    <EmptyState
      title="Nothing for you yet"
      description="Save a search, or add your skills and hourly rate to your profile, and matching jobs show up here."
      icon={<IconSparkles size={28} />}
    >
      <ButtonLink to="/profile" variant="default">
        Add skills
      </ButtonLink>
      <ButtonLink to="/jobs" variant="default">
        Save a search
      </ButtonLink>
    </EmptyState>
  );
}
