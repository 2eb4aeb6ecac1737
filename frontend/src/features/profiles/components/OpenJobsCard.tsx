import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { AnchorLink } from '../../../components/links';
import { SafetyBadge } from '../../../components/SafetyBadge';
import { getCategoryLabel } from '../../../lib/categories';
import { formatRelativeTime, pluralize } from '../../../lib/format';
import { openJobsQueryOptions } from '../api';

export type OpenJobsCardProps = {
  userId: string;
  /** The owner is also pointed to My Jobs, where their posts are managed. */
  isOwner: boolean;
};

/**
 * A client's open job offers on their profile, newest first: a few, and Show more while there are
 * more. Visitors read them too when the profile is shown to everyone (decision 0061).
 */
export function OpenJobsCard({ userId, isOwner }: OpenJobsCardProps) {
  const query = useInfiniteQuery(openJobsQueryOptions(userId));
  const jobs = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h4">
          Open jobs
        </Title>
        {isOwner && (
          <AnchorLink to="/my-jobs" fz="sm">
            Manage in My Jobs
          </AnchorLink>
        )}
      </Group>
      {query.isPending && <Loader size="sm" role="status" aria-label="Loading" />}
      {query.isError && jobs.length === 0 && (
        <Text fz="sm" c="dimmed">
          The open jobs could not be loaded.
        </Text>
      )}
      {query.isSuccess && jobs.length === 0 && (
        <Text fz="sm" c="dimmed">
          No open jobs right now.
        </Text>
      )}
      {jobs.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {jobs.map((job) => (
            <Stack component="li" key={job.id} gap={2}>
              <Group gap="xs" wrap="wrap">
                <AnchorLink to="/jobs/$jobId" params={{ jobId: job.id }} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {job.title}
                </AnchorLink>
                <SafetyBadge verdict={job.safety.verdict} />
              </Group>
              {/* No-break spaces: a separator stays with what follows it when the line wraps. */}
              <Text fz="sm" c="dimmed">
                {getCategoryLabel(job.category)} ·{'\u00a0'}Posted {formatRelativeTime(job.createdAt)} ·{'\u00a0'}
                {pluralize(job.applicationCount, 'application')}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      {query.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          mt="sm"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          style={{ alignSelf: 'flex-start' }}
        >
          Show more open jobs
        </Button>
      )}
    </Card>
  );
}
