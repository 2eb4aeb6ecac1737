import { Badge, Button, Card, Container, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconBriefcase, IconHeart, IconUsers } from '@tabler/icons-react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { SavedFreelancer, SavedJob } from '../../../api/types';
import { EmptyState } from '../../../components/EmptyState';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { formatRelativeTime } from '../../../lib/format';
import { savedFreelancersQueryOptions, savedJobsQueryOptions, useSaveItem } from '../../../lib/saved-items';
import { savedFreelancerStateLabel, savedJobStateLabel } from '../saved-states';

export type SavedTab = 'jobs' | 'freelancers';

export type SavedPageProps = {
  tab: SavedTab;
  onTabChange: (tab: SavedTab) => void;
};

/** The caller's saved jobs and saved freelancers (decision 0074), a tab each, newest saved first. */
export function SavedPage({ tab, onTabChange }: SavedPageProps) {
  return (
    <Container size="md" py="xl">
      <Tabs value={tab} onChange={(value) => onTabChange(value === 'freelancers' ? 'freelancers' : 'jobs')}>
        <Tabs.List mb="md">
          <Tabs.Tab value="jobs" leftSection={<IconBriefcase size={16} aria-hidden />}>
            Jobs
          </Tabs.Tab>
          <Tabs.Tab value="freelancers" leftSection={<IconUsers size={16} aria-hidden />}>
            Freelancers
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="jobs">{tab === 'jobs' && <SavedJobs />}</Tabs.Panel>
        <Tabs.Panel value="freelancers">{tab === 'freelancers' && <SavedFreelancers />}</Tabs.Panel>
      </Tabs>
    </Container>
  );
}

function SavedJobs() {
  const query = useSuspenseInfiniteQuery(savedJobsQueryOptions());
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState title="No saved jobs yet" description="Tap the heart on a job to keep it here." icon={<IconHeart size={28} />}>
        <ButtonLink to="/jobs">Find jobs</ButtonLink>
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <SavedJobRow key={item.jobId} item={item} />
      ))}
      <MorePagesFooter query={query} />
    </Stack>
  );
}

function SavedJobRow({ item }: { item: SavedJob }) {
  const stateLabel = savedJobStateLabel(item.state);
  const title = item.job?.title ?? 'A saved job';
  return (
    <Card component="article" aria-label={title} data-testid="saved-job">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            {item.job ? (
              <AnchorLink to="/jobs/$jobId" params={{ jobId: item.jobId }} fw={600} c="inherit">
                {item.job.title}
              </AnchorLink>
            ) : (
              <Text fw={600}>{title}</Text>
            )}
            {stateLabel && (
              <Badge variant="light" color={item.state === 'filled' ? 'blue' : 'gray'}>
                {stateLabel}
              </Badge>
            )}
          </Group>
          {item.job && (
            <Text fz="sm" lineClamp={2}>
              {item.job.description}
            </Text>
          )}
          <Text fz="xs" c="dimmed">
            Saved {formatRelativeTime(item.savedAt)}
          </Text>
        </Stack>
        <RemoveButton kind="job" id={item.jobId} name={title} />
      </Group>
    </Card>
  );
}

function SavedFreelancers() {
  const query = useSuspenseInfiniteQuery(savedFreelancersQueryOptions());
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        title="No saved freelancers yet"
        description="Tap the heart on a freelancer to keep them here."
        icon={<IconHeart size={28} />}
      >
        <ButtonLink to="/freelancers">Find freelancers</ButtonLink>
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <SavedFreelancerRow key={item.freelancerId} item={item} />
      ))}
      <MorePagesFooter query={query} />
    </Stack>
  );
}

function SavedFreelancerRow({ item }: { item: SavedFreelancer }) {
  const stateLabel = savedFreelancerStateLabel(item.state);
  const person = item.freelancer;
  const name = person ? `${person.firstName} ${person.lastName}` : 'A saved freelancer';
  return (
    <Card component="article" aria-label={name} data-testid="saved-freelancer">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            {person ? (
              <AnchorLink to="/profile/$userId" params={{ userId: item.freelancerId }} fw={600} c="inherit">
                {name}
              </AnchorLink>
            ) : (
              <Text fw={600}>{name}</Text>
            )}
            {stateLabel && (
              <Badge variant="light" color="gray">
                {stateLabel}
              </Badge>
            )}
          </Group>
          {person && person.skills.length > 0 && (
            <Text fz="sm" c="dimmed">
              {person.skills.join(', ')}
            </Text>
          )}
          <Text fz="xs" c="dimmed">
            Saved {formatRelativeTime(item.savedAt)}
          </Text>
        </Stack>
        <RemoveButton kind="freelancer" id={item.freelancerId} name={name} />
      </Group>
    </Card>
  );
}

function RemoveButton({ kind, id, name }: { kind: 'job' | 'freelancer'; id: string; name: string }) {
  const save = useSaveItem();
  return (
    <Button
      variant="default"
      size="xs"
      aria-label={`Remove ${name}`}
      loading={save.isPending}
      onClick={() => save.mutate({ kind, id, saved: false })}
    >
      Remove
    </Button>
  );
}
