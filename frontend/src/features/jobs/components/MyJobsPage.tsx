import { Badge, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { Job } from '../../../api/types';
import { DrawnInTurn } from '../../../components/DrawnInTurn';
import { EmptyState } from '../../../components/EmptyState';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { IconBriefcase, IconClock, IconPlus } from '@tabler/icons-react';
import { ButtonLink } from '../../../components/links';
import { SafetyBadge } from '../../../components/SafetyBadge';
import { StatusBadge } from '../../../components/StatusBadge';
import { getCategoryLabel } from '../../../lib/categories';
import { formatDate, pluralize } from '../../../lib/format';
import { clientJobsQueryOptions } from '../api';
import { ReverseListingBadge } from './ReverseListingBadge';
import { TakenDownAlert, TakenDownBadge } from './TakenDownAlert';

const MAX_CARD_SKILLS = 5;

export type MyJobsPageProps = {
  userId: string;
};

/** The posts of the signed-in user, whatever their status, a page at a time. */
export function MyJobsPage({ userId }: MyJobsPageProps) {
  const query = useSuspenseInfiniteQuery(clientJobsQueryOptions(userId));
  const jobs = query.data.pages.flatMap((page) => page.items);

  if (jobs.length === 0) {
    return (
      <Container size="md" py="xl">
        <EmptyState title="No jobs posted yet" description="Post a job and workers will apply to it." icon={<IconBriefcase size={28} />}>
          <ButtonLink to="/jobs/new">Post Your First Job</ButtonLink>
        </EmptyState>
      </Container>
    );
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Text c="dimmed">{query.hasNextPage ? `${jobs.length}+ posts` : pluralize(jobs.length, 'post')}</Text>
          <ButtonLink to="/jobs/new" leftSection={<IconPlus size={16} />}>
            Post New Job
          </ButtonLink>
        </Group>
        <DrawnInTurn items={jobs} readFrom={query.data.pages[0]} keyOf={(job) => job.id}>
          {(job) => <MyJobCard job={job} />}
        </DrawnInTurn>
        <MorePagesFooter query={query} />
      </Stack>
    </Container>
  );
}

function MyJobCard({ job }: { job: Job }) {
  const shownSkills = job.tags.slice(0, MAX_CARD_SKILLS);
  const hiddenSkills = job.tags.length - shownSkills.length;
  const isOffer = job.jobType === 'job_offer';

  return (
    <Card component="article" aria-label={job.title} data-testid="my-job-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4">
            {job.title}
          </Title>
          <Group gap="xs" justify="flex-end">
            {job.jobType === 'job_seeking' && <ReverseListingBadge />}
            <SafetyBadge verdict={job.safety.verdict} />
            {job.takenDown ? <TakenDownBadge /> : <StatusBadge status={job.status} />}
          </Group>
        </Group>
        {job.takenDown && <TakenDownAlert jobId={job.id} takenDown={job.takenDown} />}
        <Text fz="sm" c="dimmed" lineClamp={2}>
          {job.description}
        </Text>
        <Group gap="md" fz="sm">
          <Text span fz="sm">
            {getCategoryLabel(job.category)}
          </Text>
          {job.duration && (
            <Group gap={4} component="span" wrap="nowrap">
              <IconClock size={14} />
              <Text span fz="sm">
                {job.duration}
              </Text>
            </Group>
          )}
          <Text span fz="sm" c="dimmed">
            Posted {formatDate(job.createdAt)}
          </Text>
          {isOffer && (
            <Text span fz="sm" c="dimmed">
              {pluralize(job.applicationCount, 'application')}
            </Text>
          )}
        </Group>
        {shownSkills.length > 0 && (
          <Group gap={6}>
            {shownSkills.map((skill) => (
              <Badge key={skill} variant="light" color="gray" tt="none">
                {skill}
              </Badge>
            ))}
            {hiddenSkills > 0 && (
              <Badge variant="outline" color="gray" tt="none">
                +{hiddenSkills} more
              </Badge>
            )}
          </Group>
        )}
        <Group gap="xs">
          <ButtonLink to="/jobs/$jobId" params={{ jobId: job.id }} variant="default">
            View Details
          </ButtonLink>
          {/* An availability post takes no applications. */}
          {isOffer && (
            <ButtonLink to="/jobs/$jobId/applications" params={{ jobId: job.id }} variant="light">
              View Applications ({job.applicationCount})
            </ButtonLink>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
