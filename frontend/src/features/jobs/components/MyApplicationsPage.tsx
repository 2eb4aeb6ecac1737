import { Card, Container, Group, Stack, Text } from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/EmptyState';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { IconFileText } from '@tabler/icons-react';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { StatusBadge } from '../../../components/StatusBadge';
import { getCategoryLabel } from '../../../lib/categories';
import { formatDate } from '../../../lib/format';
import { myApplicationsQueryOptions } from '../api';

/** The signed-in worker's applications, a page at a time. */
export function MyApplicationsPage() {
  const query = useSuspenseInfiniteQuery(myApplicationsQueryOptions());
  const applications = query.data.pages.flatMap((page) => page.items);

  return (
    <Container size="md" py="xl">
      {applications.length === 0 ? (
        <EmptyState
          title="No applications yet"
          description="Find a job that fits you and apply with a cover letter."
          icon={<IconFileText size={28} />}
        >
          <ButtonLink to="/jobs">Browse Jobs</ButtonLink>
        </EmptyState>
      ) : (
        <Stack gap="md">
          {applications.map((application) => (
            <Card key={application.id} component="article" aria-label={application.job.title} data-testid="application-card">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4} miw={0}>
                  <AnchorLink to="/jobs/$jobId" params={{ jobId: application.jobId }} fw={600} fz="lg">
                    {application.job.title}
                  </AnchorLink>
                  <Text fz="sm" c="dimmed">
                    {getCategoryLabel(application.job.category)}
                  </Text>
                </Stack>
                <StatusBadge status={application.status} />
              </Group>
              <Text fz="sm" mt="sm" lineClamp={2}>
                {application.proposal}
              </Text>
              <Text fz="sm" c="dimmed" mt="sm">
                Applied {formatDate(application.createdAt)}
              </Text>
            </Card>
          ))}
          <MorePagesFooter query={query} />
        </Stack>
      )}
    </Container>
  );
}
