import { Badge, Card, Container, Divider, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Application, JobDetail, User } from '../../../api/types';
import { IconClock } from '../../../components/icons';
import { AnchorLink } from '../../../components/links';
import { StatusBadge } from '../../../components/StatusBadge';
import { getCategoryLabel } from '../../../lib/categories';
import { formatDate } from '../../../lib/format';
import { jobQueryOptions } from '../api';
import { AppliedCard } from './AppliedCard';
import { ApplyCard } from './ApplyCard';
import { JobNotFound } from './JobNotFound';
import { ManageJobCard } from './ManageJobCard';
import { PosterCard } from './PosterCard';
import { ReverseListingBadge } from './ReverseListingBadge';

/** Freelancers apply to open job offers that are not their own and that they have not applied to yet. */
export function canApply(job: JobDetail, viewer: User): boolean {
  return (
    viewer.role === 'freelancer' &&
    job.clientId !== viewer.id &&
    job.jobType === 'job_offer' &&
    job.status === 'open' &&
    job.myApplication === null
  );
}

export type JobDetailPageProps = {
  jobId: string;
  viewer: User;
  /** Brings the apply card into view with the cover letter focused. */
  focusApply?: boolean;
  onApplied?: (application: Application) => void | Promise<void>;
};

export function JobDetailPage({ jobId, ...others }: JobDetailPageProps) {
  const { data: job } = useSuspenseQuery(jobQueryOptions(jobId));
  return job ? <JobDetailContent job={job} {...others} /> : <JobNotFound />;
}

type JobDetailContentProps = Omit<JobDetailPageProps, 'jobId'> & { job: JobDetail };

function JobDetailContent({ job, viewer, focusApply = false, onApplied }: JobDetailContentProps) {
  const isOwner = job.clientId === viewer.id;
  const canMessage = !isOwner && viewer.role === 'client' && job.jobType === 'job_seeking';

  return (
    <Container size="lg" py="xl">
      <AnchorLink to="/jobs" fz="sm" mb="md" display="inline-block">
        ← All jobs
      </AnchorLink>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card>
            <Stack gap="md">
              <Stack gap="xs">
                <Title order={2}>{job.title}</Title>
                <Group gap="xs">
                  <StatusBadge status={job.status} />
                  {job.jobType === 'job_seeking' && <ReverseListingBadge size="md" />}
                  <Badge variant="light">{getCategoryLabel(job.category)}</Badge>
                  {job.verifiedOnly && (
                    <Badge variant="light" color="green">
                      Verified Only
                    </Badge>
                  )}
                </Group>
                <Group gap="md" fz="sm" c="dimmed">
                  {job.duration && (
                    <Group gap={4} component="span" wrap="nowrap">
                      <IconClock size={14} />
                      <Text span inherit>
                        {job.duration}
                      </Text>
                    </Group>
                  )}
                  <Text span inherit>
                    Posted {formatDate(job.createdAt)}
                  </Text>
                </Group>
              </Stack>
              <Divider />
              <div>
                <Title order={3} size="h5" mb="xs">
                  Description
                </Title>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{job.description}</Text>
              </div>
              {job.tags.length > 0 && (
                <div>
                  <Title order={3} size="h5" mb="xs">
                    Required Skills
                  </Title>
                  <Group gap={6}>
                    {job.tags.map((tag) => (
                      <Badge key={tag} variant="light" color="gray" tt="none">
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                </div>
              )}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <PosterCard job={job} withMessageButton={canMessage} />
            {isOwner && <ManageJobCard job={job} />}
            {job.myApplication && <AppliedCard status={job.myApplication.status} />}
            {canApply(job, viewer) && (
              <ApplyCard job={job} viewer={viewer} focusOnMount={focusApply} onApplied={onApplied} />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
