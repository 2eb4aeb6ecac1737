import { Badge, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { JobDetail, PipelineCounts, PipelineStage } from '../../../api/types';
import { DrawnInTurn } from '../../../components/DrawnInTurn';
import { EmptyState } from '../../../components/EmptyState';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { IconInbox } from '@tabler/icons-react';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { StatusBadge } from '../../../components/StatusBadge';
import { pluralize } from '../../../lib/format';
import type { SafetyNoticeTarget } from '../../../lib/safety';
import { jobApplicationsQueryOptions, jobQueryOptions, pipelineCountsQueryOptions } from '../api';
import { PIPELINE_STAGES } from '../proposal-view';
import { ApplicationCard } from './ApplicationCard';
import { JobNotFound } from './JobNotFound';

export type JobApplicationsPageProps = {
  jobId: string;
  /** The tab shown, kept in the address so a reload or a link opens it again. */
  stage: PipelineStage;
  onStageChange: (stage: PipelineStage) => void;
  /** The warning on a cover letter the safety check flagged. */
  renderSafetyNotice?: (target: SafetyNoticeTarget) => ReactNode;
};

const EMPTY_STAGE: Record<PipelineStage, { title: string; description: string }> = {
  new: { title: 'No new proposals', description: 'Proposals to this job will show here as they arrive.' },
  shortlisted: { title: 'Nobody shortlisted yet', description: 'Shortlist the proposals you want to compare.' },
  declined: { title: 'No declined proposals', description: 'Proposals you decline move here.' },
  hired: { title: 'Nobody hired yet', description: 'The freelancer you hire shows here, with the contract.' },
};

/** The owner's pipeline of one job's proposals: New, Shortlisted, Declined and Hired, with their counts. */
export function JobApplicationsPage({ jobId, stage, onStageChange, renderSafetyNotice }: JobApplicationsPageProps) {
  const { data: job } = useSuspenseQuery(jobQueryOptions(jobId));
  if (!job) return <JobNotFound />;
  return (
    <Container size="md" py="xl">
      <JobPipeline job={job} stage={stage} onStageChange={onStageChange} renderSafetyNotice={renderSafetyNotice} />
    </Container>
  );
}

function JobPipeline({ job, stage, onStageChange, renderSafetyNotice }: { job: JobDetail } & Omit<JobApplicationsPageProps, 'jobId'>) {
  const { data: counts } = useSuspenseQuery(pipelineCountsQueryOptions(job.id));

  if (counts === null) {
    return (
      <EmptyState title="Only the owner of this job can see its applications">
        <ButtonLink to="/jobs/$jobId" params={{ jobId: job.id }} variant="default">
          Back to Job
        </ButtonLink>
      </EmptyState>
    );
  }

  const total = counts.new + counts.shortlisted + counts.declined + counts.hired;
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
        <Text c="dimmed">{pluralize(total, 'proposal')}</Text>
      </Stack>
      <Tabs value={stage} onChange={(value) => value && onStageChange(value as PipelineStage)} keepMounted={false}>
        <Tabs.List grow aria-label="Pipeline stages">
          {PIPELINE_STAGES.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value} rightSection={<StageCount counts={counts} stage={value} />} px="xs">
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PIPELINE_STAGES.map(({ value }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <StageList jobId={job.id} stage={value} renderSafetyNotice={renderSafetyNotice} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function StageCount({ counts, stage }: { counts: PipelineCounts; stage: PipelineStage }) {
  return (
    <Badge size="sm" variant="light" color="gray" circle={counts[stage] < 10} data-testid={`stage-count-${stage}`}>
      {counts[stage]}
    </Badge>
  );
}

function StageList({
  jobId,
  stage,
  renderSafetyNotice,
}: { jobId: string; stage: PipelineStage } & Pick<JobApplicationsPageProps, 'renderSafetyNotice'>) {
  const query = useSuspenseInfiniteQuery(jobApplicationsQueryOptions(jobId, stage));
  const applications = query.data.pages.flatMap((page) => page?.items ?? []);
  if (applications.length === 0) {
    return <EmptyState {...EMPTY_STAGE[stage]} icon={<IconInbox size={28} />} />;
  }
  return (
    <Stack gap="md">
      <DrawnInTurn items={applications} readFrom={query.data.pages[0] ?? undefined} keyOf={(application) => application.id}>
        {(application) => <ApplicationCard application={application} renderSafetyNotice={renderSafetyNotice} />}
      </DrawnInTurn>
      <MorePagesFooter query={query} />
    </Stack>
  );
}
