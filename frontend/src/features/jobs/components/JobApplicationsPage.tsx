import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { JobDetail } from '../../../api/types';
import { EmptyState } from '../../../components/EmptyState';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { IconInbox } from '@tabler/icons-react';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { StatusBadge } from '../../../components/StatusBadge';
import { pluralize } from '../../../lib/format';
import type { SafetyNoticeTarget } from '../../../lib/safety';
import { jobApplicationsQueryOptions, jobQueryOptions } from '../api';
import { ApplicationCard } from './ApplicationCard';
import { JobNotFound } from './JobNotFound';

export type JobApplicationsPageProps = {
  jobId: string;
  /** The warning on a cover letter the safety check flagged. */
  renderSafetyNotice?: (target: SafetyNoticeTarget) => ReactNode;
};

/** The applications to one of the owner's jobs. */
export function JobApplicationsPage({ jobId, renderSafetyNotice }: JobApplicationsPageProps) {
  const { data: job } = useSuspenseQuery(jobQueryOptions(jobId));
  if (!job) return <JobNotFound />;
  return (
    <Container size="md" py="xl">
      <JobApplications job={job} renderSafetyNotice={renderSafetyNotice} />
    </Container>
  );
}

function JobApplications({ job, renderSafetyNotice }: { job: JobDetail } & Pick<JobApplicationsPageProps, 'renderSafetyNotice'>) {
  const query = useSuspenseInfiniteQuery(jobApplicationsQueryOptions(job.id));
  const pages = query.data.pages;

  if (pages[0] === null) {
    return (
      <EmptyState title="Only the owner of this job can see its applications">
        <ButtonLink to="/jobs/$jobId" params={{ jobId: job.id }} variant="default">
          Back to Job
        </ButtonLink>
      </EmptyState>
    );
  }

  const applications = pages.flatMap((page) => page?.items ?? []);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={2} size="h3">
            <AnchorLink to="/jobs/$jobId" params={{ jobId: job.id }} inherit>
              {job.title}
            </AnchorLink>
          </Title>
          <StatusBadge status={job.status} />
        </Group>
        <Text c="dimmed">{pluralize(query.hasNextPage ? job.applicationCount : applications.length, 'application')}</Text>
      </Stack>
      {applications.length === 0 ? (
        <EmptyState title="No applications yet" description="Applications to this job will show here." icon={<IconInbox size={28} />} />
      ) : (
        applications.map((application) => (
          <ApplicationCard key={application.id} application={application} renderSafetyNotice={renderSafetyNotice} />
        ))
      )}
      <MorePagesFooter query={query} />
    </Stack>
  );
}
