import { Box, Card, Container, Group, Stack, Text } from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { IconFileText } from '@tabler/icons-react';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { SafetyBadge } from '../../../components/SafetyBadge';
import { StatusBadge } from '../../../components/StatusBadge';
import { getCategoryLabel } from '../../../lib/categories';
import { formatDate } from '../../../lib/format';
import type { SafetyNoticeTarget } from '../../../lib/safety';
import { myApplicationsQueryOptions } from '../api';

export type MyApplicationsPageProps = {
  /** Why the safety check held or flagged a cover letter, and the way to ask for a review. */
  renderSafetyNotice?: (target: SafetyNoticeTarget) => ReactNode;
};

/** The signed-in worker's applications, a page at a time. */
export function MyApplicationsPage({ renderSafetyNotice }: MyApplicationsPageProps = {}) {
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
                <Group gap="xs" justify="flex-end">
                  <SafetyBadge verdict={application.safety.verdict} />
                  <StatusBadge status={application.status} />
                </Group>
              </Group>
              {application.safety.verdict !== 'clear' && renderSafetyNotice && (
                <Box mt="sm">
                  {renderSafetyNotice({
                    safety: application.safety,
                    contentKind: 'application',
                    contentId: application.id,
                    viewer: 'author',
                  })}
                </Box>
              )}
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
