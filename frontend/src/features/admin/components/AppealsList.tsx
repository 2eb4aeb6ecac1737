import { Badge, Button, Card, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { IconGavel } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { getErrorMessage, getFieldErrors } from '../../../api/errors';
import type { AdminAppeal, EnforcementKind } from '../../../api/types';
import { AnchorLink } from '../../../components/links';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDate, fullName } from '../../../lib/format';
import { APPEAL_LIMITS } from '../../../lib/appeals';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { adminKeys, appealsQueryOptions, decideAppeal } from '../api';
import type { AppealQueue } from '../api';
import { QueueItemBar } from './QueueItemBar';
import { StatusQueueList } from './StatusQueueList';

const QUEUES: { value: AppealQueue; label: string }[] = [
  { value: 'pending', label: 'Waiting for a decision' },
  { value: 'upheld', label: 'Upheld' },
  { value: 'lifted', label: 'Lifted' },
];

const ACTION_LABELS: Record<EnforcementKind, string> = {
  suspension: 'Account suspension',
  job_takedown: 'Job post takedown',
  portfolio_takedown: 'Portfolio item takedown',
  message_removal: 'Message removal',
};

type Decision = 'uphold' | 'lift';

export type AppealsListProps = {
  /** The administrator reading: they decide no appeal of an action they took (nor their own). */
  viewerId: string;
};

/** One status's page of the list; the list shown stays while another status loads. */
function useAppealsOf(status: AppealQueue) {
  return useInfiniteQuery({ ...appealsQueryOptions(status), placeholderData: keepPreviousData });
}

/**
 * The appeals queue (decision 0065): pending appeals oldest first, each with the action appealed
 * (what, why, who took it and when), what it is on, the appellant and their text. Another
 * administrator than the one who acted upholds it or lifts the action, with a reason the appellant
 * is told.
 */
export function AppealsList({ viewerId }: AppealsListProps) {
  return (
    <StatusQueueList
      statuses={QUEUES}
      useItems={useAppealsOf}
      noun="appeals"
      empty={{
        title: 'No appeals to decide',
        description: 'When people appeal a suspension, a takedown or a removal, their appeals appear here.',
        icon: <IconGavel size={28} aria-hidden />,
      }}
      renderItem={(appeal: AdminAppeal) => <AppealCard key={appeal.id} appeal={appeal} viewerId={viewerId} />}
    />
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="sm" fw={600}>
        {label}
      </Text>
      {children}
    </div>
  );
}

/** What the action is on: the post, the portfolio item or the person, as administrators open them; a message's text is gone. */
function Subject({ appeal }: { appeal: AdminAppeal }) {
  const { action, appellant, subjectName } = appeal;
  if (action.kind === 'job_takedown') {
    return (
      <AnchorLink to="/jobs/$jobId" params={{ jobId: action.subjectId }} fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {subjectName ? `“${subjectName}”` : 'The job post'}
      </AnchorLink>
    );
  }
  if (action.kind === 'message_removal') {
    return (
      <Text fz="sm" c="dimmed">
        A message (its text was removed){action.reportId ? '; it was reported' : ''}
      </Text>
    );
  }
  const what = action.kind === 'suspension' ? `The account of ${subjectName ?? 'a deleted user'}` : 'A portfolio item';
  return appellant ? (
    <AnchorLink to="/admin/users/$userId" params={{ userId: appellant.id }} fz="sm">
      {what}
    </AnchorLink>
  ) : (
    <Text fz="sm">{what}</Text>
  );
}

/** Why the viewer cannot decide this appeal, or null when they can. */
function whyNotDecidable(appeal: AdminAppeal, viewerId: string): string | null {
  if (appeal.action.adminId === viewerId) return 'You took this action: another administrator decides its appeal.';
  if (appeal.appellant?.id === viewerId) return 'This is your own appeal: another administrator decides it.';
  if (appeal.queue.claim && appeal.queue.claim.takenBy.id !== viewerId)
    return `${appeal.queue.claim.takenBy.name} is working on this appeal.`;
  return null;
}

function AppealCard({ appeal, viewerId }: { appeal: AdminAppeal; viewerId: string }) {
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const { action, appellant } = appeal;
  const label = ACTION_LABELS[action.kind];
  const blocked = whyNotDecidable(appeal, viewerId);
  const explanationId = `appeal-${appeal.id}-why-not`;

  return (
    <Card component="article" aria-label={`Appeal of ${label.toLowerCase()}, ${formatDate(appeal.createdAt)}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={3} size="h5">
            {label}
          </Title>
          <Badge variant="light" color={appeal.status === 'pending' ? 'gray' : appeal.status === 'lifted' ? 'green' : 'red'}>
            {appeal.status}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          Appealed on {formatDate(appeal.createdAt)} by{' '}
          {appellant ? (
            <AnchorLink to="/admin/users/$userId" params={{ userId: appellant.id }} inherit fw={600} style={{ overflowWrap: 'anywhere' }}>
              {fullName(appellant)}
            </AnchorLink>
          ) : (
            'a deleted account'
          )}
        </Text>
        <QueueItemBar
          kind="appeals"
          itemId={appeal.id}
          createdAt={appeal.createdAt}
          queue={appeal.queue}
          personId={appellant?.id}
          open={appeal.status === 'pending'}
        />
        <Field label="The action">
          <Group gap="xs">
            <Text fz="sm">
              By {action.admin ? fullName(action.admin) : 'an administrator'} on {formatDate(action.createdAt)}
              {action.kind === 'suspension' && (action.endsAt ? `, until ${formatDate(action.endsAt)}` : ', until lifted')}
            </Text>
            <StatusBadge status={action.status} size="sm" />
          </Group>
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            Reason: {action.reason}
          </Text>
        </Field>
        <Field label="On">
          <Subject appeal={appeal} />
        </Field>
        <Field label="The appeal">
          <Paper withBorder p="sm" mt={4}>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {appeal.text}
            </Text>
          </Paper>
        </Field>
        {appeal.decidedAt && (
          <Field label={`Decided on ${formatDate(appeal.decidedAt)}${appeal.decidedBy ? ` by ${fullName(appeal.decidedBy)}` : ''}`}>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {appeal.decisionReason}
            </Text>
          </Field>
        )}
        {appeal.status === 'pending' && (
          <Stack gap={4}>
            <Group gap="sm">
              <Button
                onClick={() => setDeciding('lift')}
                disabled={blocked !== null}
                aria-describedby={blocked ? explanationId : undefined}
              >
                Lift
              </Button>
              <Button
                variant="default"
                onClick={() => setDeciding('uphold')}
                disabled={blocked !== null}
                aria-describedby={blocked ? explanationId : undefined}
              >
                Uphold
              </Button>
            </Group>
            {blocked && (
              <Text id={explanationId} fz="sm" c="dimmed">
                {blocked}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
      <Modal
        opened={deciding !== null}
        onClose={() => setDeciding(null)}
        title={deciding === 'lift' ? `Lift the ${label.toLowerCase()}` : `Uphold the ${label.toLowerCase()}`}
        centered
      >
        {/* Mounted only while open, so each opening starts empty. */}
        {deciding && <DecisionForm appeal={appeal} decision={deciding} onDone={() => setDeciding(null)} />}
      </Modal>
    </Card>
  );
}

/** What a lift undoes, by the action's kind. */
const LIFT_EFFECTS: Record<EnforcementKind, string> = {
  suspension: 'The account is active again: its owner can sign in.',
  job_takedown: 'The job post shows to everyone again.',
  portfolio_takedown: 'The portfolio item shows to everyone again.',
  message_removal: 'The removal is recorded as overturned; the message’s text cannot come back.',
};

function DecisionForm({ appeal, decision, onDone }: { appeal: AdminAppeal; decision: Decision; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({
    name: 'appeal-decision',
    initialValues: { reason: '' },
    validate: { reason: isNotEmpty('Please give a reason') },
  });
  const decide = useMutation({
    mutationFn: ({ reason }: { reason: string }) => decideAppeal({ appealId: appeal.id, decision, reason: reason.trim() }),
    onSuccess: async () => {
      notifySuccess({ title: decision === 'lift' ? 'Action lifted' : 'Action upheld', description: 'The appellant has been told.' });
      onDone();
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      form.setErrors(getFieldErrors(error, ['reason'] as const));
      notifyError({ title: 'The decision was not saved', description: getErrorMessage(error) });
    },
  });

  return (
    <form
      onSubmit={form.onSubmit(
        (values) => decide.mutate(values),
        () => form.getInputNode('reason')?.focus(),
      )}
      noValidate
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {decision === 'lift' ? LIFT_EFFECTS[appeal.action.kind] : 'The action stays in force.'} The appellant is told, with your reason,
          in the app and by email.
        </Text>
        <Textarea
          label="Reason"
          description="Told to the appellant and kept in the audit log."
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          maxLength={APPEAL_LIMITS.reason}
          disabled={decide.isPending}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={decide.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={decide.isPending}>
            {decision === 'lift' ? 'Lift' : 'Uphold'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
