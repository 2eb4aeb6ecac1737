import { Badge, Button, Card, Group, Progress, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Contract, ContractParty, Milestone } from '../../../api/types';
import { AttachmentList } from '../../../components/attachments/AttachmentList';
import { formatDate } from '../../../lib/format';
import { contractMilestonesQueryOptions } from '../api';
import { useMilestoneAction } from '../hooks/useMilestoneMutations';
import { RequestChangesForm, SubmitMilestoneForm } from './MilestoneForms';

const STATUS: Record<Milestone['status'], { label: string; color: string }> = {
  open: { label: 'Open', color: 'gray' },
  submitted: { label: 'Waiting for the client', color: 'blue' },
  changes_requested: { label: 'Changes requested', color: 'orange' },
  approved: { label: 'Approved', color: 'green' },
};

/** The contract's milestones with its progress: the freelancer submits, the client approves or asks for changes or adds one. */
export function MilestonesSection({ contract, side }: { contract: Contract; side: ContractParty | null }) {
  const milestones = useInfiniteQuery(contractMilestonesQueryOptions(contract.id));
  const [adding, setAdding] = useState(false);
  const items = milestones.data?.pages.flatMap((page) => page.items) ?? [];
  const { total, approved } = contract.progress;
  if (total === 0 && !(side === 'client' && contract.status === 'active')) return null;
  return (
    <Card withBorder component="section" aria-labelledby="milestones-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5" id="milestones-title">
            Milestones
          </Title>
          <Text size="sm" c="dimmed">
            {approved} of {total} approved
          </Text>
        </Group>
        {total > 0 && <Progress value={(approved / total) * 100} aria-label={`${approved} of ${total} milestones approved`} />}
        {items.map((milestone) => (
          <MilestoneCard key={milestone.id} contract={contract} side={side} milestone={milestone} />
        ))}
        {milestones.hasNextPage && (
          <Button variant="subtle" onClick={() => void milestones.fetchNextPage()} loading={milestones.isFetchingNextPage}>
            Show more milestones
          </Button>
        )}
        {side === 'client' &&
          contract.status === 'active' &&
          total < 200 &&
          (adding ? (
            <AddMilestoneForm contractId={contract.id} onDone={() => setAdding(false)} />
          ) : (
            <Button variant="light" onClick={() => setAdding(true)} style={{ alignSelf: 'flex-start' }}>
              Add milestone
            </Button>
          ))}
      </Stack>
    </Card>
  );
}

function MilestoneCard({ contract, side, milestone }: { contract: Contract; side: ContractParty | null; milestone: Milestone }) {
  const [mode, setMode] = useState<'submit' | 'changes' | null>(null);
  const action = useMilestoneAction(contract.id, { onDone: () => setMode(null) });
  const submission = milestone.latestSubmission;
  const active = contract.status === 'active';
  const canSubmit = side === 'freelancer' && active && (milestone.status === 'open' || milestone.status === 'changes_requested');
  const waiting = submission && submission.outcome === null;
  const canAnswer = side === 'client' && active && waiting;
  // A form stays open only while its answer is still possible: the other side's move (pushed) closes it.
  const open = mode === 'submit' && canSubmit ? 'submit' : mode === 'changes' && canAnswer ? 'changes' : null;
  return (
    <Card withBorder component="article" aria-label={`Milestone ${milestone.position}: ${milestone.title}`} data-testid="milestone">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>
            {milestone.position}. {milestone.title}
          </Text>
          {/* The label keeps the page's text colour on the tint: the tint's own shade falls short of AA in light. */}
          <Badge color={STATUS[milestone.status].color} variant="light" c="var(--mantine-color-text)">
            {STATUS[milestone.status].label}
          </Badge>
        </Group>
        {milestone.dueDate && (
          <Text size="sm" c="dimmed">
            Due {formatDate(milestone.dueDate)}
          </Text>
        )}
        {milestone.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {milestone.description}
          </Text>
        )}
        {submission && (
          <Stack gap={4} pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              Submitted {formatDate(submission.submittedAt)}
              {submission.note ? `: ${submission.note}` : ''}
            </Text>
            <AttachmentList attachments={submission.attachments} />
            {waiting && (
              <Text size="sm" c="dimmed">
                Approved automatically on {formatDate(submission.autoApproveAt)} unless the client answers first.
              </Text>
            )}
            {submission.outcome === 'changes_requested' && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                Changes requested: “{submission.outcomeNote}”
              </Text>
            )}
            {submission.outcome === 'auto_approved' && (
              <Text size="sm" c="dimmed">
                Approved automatically after 7 days.
              </Text>
            )}
          </Stack>
        )}
        {open === 'submit' && (
          <SubmitMilestoneForm
            submitting={action.isPending}
            onCancel={() => setMode(null)}
            onSubmit={({ note, attachmentIds }) => action.mutate({ kind: 'submit', milestoneId: milestone.id, note, attachmentIds })}
          />
        )}
        {open === 'changes' && submission && (
          <RequestChangesForm
            submitting={action.isPending}
            onCancel={() => setMode(null)}
            onSubmit={({ note }) => action.mutate({ kind: 'request-changes', submissionId: submission.id, note })}
          />
        )}
        {open === null && (
          <Group gap="xs" justify="flex-end">
            {canSubmit && <Button onClick={() => setMode('submit')}>{milestone.status === 'open' ? 'Submit' : 'Submit again'}</Button>}
            {canAnswer && (
              <>
                <Button variant="default" onClick={() => setMode('changes')} disabled={action.isPending}>
                  Request changes
                </Button>
                <Button loading={action.isPending} onClick={() => action.mutate({ kind: 'approve', submissionId: submission.id })}>
                  Approve
                </Button>
              </>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

type NewMilestone = { title: string; dueDate: string; description: string };

function AddMilestoneForm({ contractId, onDone }: { contractId: string; onDone: () => void }) {
  const form = useForm<NewMilestone>({
    initialValues: { title: '', dueDate: '', description: '' },
    validate: { title: (value) => (value.trim() ? null : 'Give the milestone a title') },
  });
  const action = useMilestoneAction(contractId, { onDone });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        action.mutate({ kind: 'add', title: values.title.trim(), dueDate: values.dueDate || null, description: values.description.trim() }),
      )}
    >
      <Stack gap="xs">
        <TextInput label="Milestone title" withAsterisk maxLength={120} {...form.getInputProps('title')} />
        <TextInput label="Due date" type="date" {...form.getInputProps('dueDate')} />
        <Textarea label="Description" autosize minRows={2} maxLength={2000} {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={action.isPending}>
            Add milestone
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
