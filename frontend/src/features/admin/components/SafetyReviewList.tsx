import { Badge, Button, Card, Group, List, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldCheck } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { getErrorMessage, getFieldErrors } from '../../../api/errors';
import type { AdminSafetyReview, ContestKind, SafetyReviewAuthor } from '../../../api/types';
import { AnchorLink } from '../../../components/links';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { formatDate, fullName } from '../../../lib/format';
import { LIMITS } from '../../../lib/limits';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { adminKeys, decideSafetyReview, safetyReviewsQueryOptions } from '../api';
import type { SafetyDecision, SafetyQueue } from '../api';
import { EnforcementDialog } from './EnforcementDialog';
import { QueueItemBar, useTakenByAnother } from './QueueItemBar';
import { StatusQueueList } from './StatusQueueList';

const QUEUES: { value: SafetyQueue; label: string }[] = [
  { value: 'open', label: 'Waiting for a decision' },
  { value: 'held', label: 'Held' },
  { value: 'contested', label: 'Contested warnings' },
  { value: 'warned', label: 'Warned' },
  { value: 'released', label: 'Released' },
  { value: 'removed', label: 'Removed' },
  { value: 'upheld', label: 'Warnings kept' },
  { value: 'superseded', label: 'Edited since' },
];

const KINDS: Record<ContestKind, { label: string; noun: string }> = {
  job_post: { label: 'Job post', noun: 'post' },
  availability_post: { label: 'Availability post', noun: 'post' },
  application: { label: 'Application', noun: 'cover letter' },
  message: { label: 'Message', noun: 'message' },
};

const STATUS_LABELS: Record<AdminSafetyReview['status'], string> = {
  held: 'Held',
  warned: 'Warned',
  contested: 'Contested',
  released: 'Released',
  removed: 'Removed',
  upheld: 'Warning kept',
  superseded: 'Edited since',
};

/** One status's page of the list; the list shown stays while another status loads. */
function useReviewsOf(status: SafetyQueue) {
  return useInfiniteQuery({ ...safetyReviewsQueryOptions(status), placeholderData: keepPreviousData });
}

/**
 * The Safety queue (issue 40): texts the safety check held, and warnings their authors contested,
 * oldest first; other statuses on request. Each is released (or its warning lifted), removed, or
 * its warning kept, with a note the author is told.
 */
export function SafetyReviewList() {
  return (
    <StatusQueueList
      statuses={QUEUES}
      useItems={useReviewsOf}
      noun="reviews"
      empty={{
        title: 'Nothing to review',
        description: 'Texts the safety check holds, and warnings their authors contest, appear here.',
        icon: <IconShieldCheck size={28} aria-hidden />,
      }}
      renderItem={(review: AdminSafetyReview) => <SafetyReviewCard key={review.id} review={review} />}
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

/** What an administrator may decide on a review in its status. */
function decisionsFor(review: AdminSafetyReview): SafetyDecision[] {
  if (review.status === 'held') return ['release', 'remove'];
  if (review.status === 'contested') return ['release', 'uphold', 'remove'];
  if (review.status === 'warned') return ['remove'];
  return [];
}

function SafetyReviewCard({ review }: { review: AdminSafetyReview }) {
  const [deciding, setDeciding] = useState<SafetyDecision | null>(null);
  const [suspending, setSuspending] = useState(false);
  const kind = KINDS[review.contentKind];
  const { author } = review;
  const decisions = decisionsFor(review);
  const isPost = review.contentKind === 'job_post' || review.contentKind === 'availability_post';
  const blocked = useTakenByAnother(review.queue);

  return (
    <Card component="article" aria-label={`${kind.label} flagged on ${formatDate(review.createdAt)}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={3} size="h5">
            {kind.label} · {review.verdict === 'hold' ? 'held' : 'warned'}
          </Title>
          <Badge variant="light" color="gray">
            {STATUS_LABELS[review.status]}
          </Badge>
        </Group>
        <Group gap="sm">
          <Text fz="sm" c="dimmed">
            Flagged on {formatDate(review.createdAt)}
          </Text>
          {isPost && (
            <AnchorLink to="/jobs/$jobId" params={{ jobId: review.contentId }} fz="sm">
              Open the post
            </AnchorLink>
          )}
        </Group>
        <QueueItemBar
          kind="safety"
          itemId={review.id}
          createdAt={review.createdAt}
          queue={review.queue}
          personId={author?.id}
          open={review.status === 'held' || review.status === 'contested'}
        />
        <Field label="Why it was flagged">
          <List fz="sm" spacing={2}>
            {review.reasons.map((reason) => (
              <List.Item key={reason.code}>{reason.message}</List.Item>
            ))}
          </List>
        </Field>
        <Field label="The text as checked">
          <Paper withBorder p="sm" mt={4}>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.text}
            </Text>
          </Paper>
        </Field>
        {review.contestNote && (
          <Field label={`The author's note${review.contestedAt ? `, ${formatDate(review.contestedAt)}` : ''}`}>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.contestNote}
            </Text>
          </Field>
        )}
        {review.decidedAt && (
          <Field label={`Decided on ${formatDate(review.decidedAt)}`}>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.decisionNote || 'No note.'}
            </Text>
          </Field>
        )}
        <AuthorFacts review={review} />
        {(decisions.length > 0 || (author && !author.isSuspended)) && (
          <Group gap="sm">
            {decisions.map((decision) => (
              <Button
                key={decision}
                variant={decision === 'remove' ? 'light' : decision === 'uphold' ? 'default' : 'filled'}
                color={decision === 'remove' ? 'red' : undefined}
                disabled={blocked}
                onClick={() => setDeciding(decision)}
              >
                {decisionTexts(decision, review).label}
              </Button>
            ))}
            {author && !author.isSuspended && (
              <Button variant="light" color="red" onClick={() => setSuspending(true)}>
                Suspend account
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <DecisionDialog review={review} decision={deciding} onClose={() => setDeciding(null)} />
      {author && suspending && (
        <EnforcementDialog kind="suspension" subjectId={author.id} subject={fullName(author)} opened onClose={() => setSuspending(false)} />
      )}
    </Card>
  );
}

/** "3 held before · 1 warned · 1 removed": the author's record with the safety check, this text left out. */
function historyLine(review: AdminSafetyReview, author: SafetyReviewAuthor): string {
  const { held, warned, released, removed } = author.history;
  const heldBefore = Math.max(0, held - (review.verdict === 'hold' ? 1 : 0));
  const warnedBefore = Math.max(0, warned - (review.verdict === 'warn' ? 1 : 0));
  return `${heldBefore} held before · ${warnedBefore} warned before · ${released} released · ${removed} removed`;
}

function AuthorFacts({ review }: { review: AdminSafetyReview }) {
  const { author } = review;
  if (!author) {
    return (
      <Text fz="sm" c="dimmed">
        Written by a deleted account
      </Text>
    );
  }
  return (
    <Stack gap={4} aria-label="Author">
      <Group gap={6}>
        <Text fz="sm" span>
          By{' '}
          <AnchorLink to="/admin/users/$userId" params={{ userId: author.id }} fw={600} inherit style={{ overflowWrap: 'anywhere' }}>
            {fullName(author)}
          </AnchorLink>
          {author.username && ` (@${author.username})`}
        </Text>
        {author.isVerified && <VerifiedBadge size="sm" />}
        {author.isSuspended && (
          <Badge size="sm" color="red" variant="filled">
            Suspended
          </Badge>
        )}
      </Group>
      <Text fz="sm" c="dimmed">
        {author.joinedAt ? `Joined ${formatDate(author.joinedAt)} · ` : ''}
        {historyLine(review, author)}
      </Text>
    </Stack>
  );
}

type DecisionTexts = { label: string; title: string; explanation: string; done: string };

function decisionTexts(decision: SafetyDecision, review: AdminSafetyReview): DecisionTexts {
  const { noun } = KINDS[review.contentKind];
  if (decision === 'uphold') {
    return {
      label: 'Keep warning',
      title: 'Keep the warning',
      explanation: `The warning stays on the ${noun}. The author is told, with your note.`,
      done: 'Warning kept',
    };
  }
  if (decision === 'release' && review.status === 'contested') {
    return {
      label: 'Lift warning',
      title: 'Lift the warning',
      explanation: `Readers no longer see a warning on the ${noun}. The author is told, with your note.`,
      done: 'Warning lifted',
    };
  }
  if (decision === 'release') {
    const released: Record<ContestKind, string> = {
      job_post: 'The post is published.',
      availability_post: 'The post is published.',
      application: 'The application reaches the client.',
      message: 'The message is delivered.',
    };
    return {
      label: 'Release',
      title: `Release the ${noun}`,
      explanation: `${released[review.contentKind]} The author is told, with your note.`,
      done: 'Released',
    };
  }
  const removed: Record<ContestKind, string> = {
    job_post: 'The post is taken down; its owner sees why.',
    availability_post: 'The post is taken down; its owner sees why.',
    application: 'The application is withdrawn from the client.',
    message: 'The message is never delivered.',
  };
  return {
    label: 'Remove',
    title: `Remove the ${noun}`,
    explanation: `${removed[review.contentKind]} The author is told, with your note.`,
    done: 'Removed',
  };
}

type DecisionDialogProps = { review: AdminSafetyReview; decision: SafetyDecision | null; onClose: () => void };

/** Confirms a decision with a note for the author: required to remove, optional otherwise. */
function DecisionDialog({ review, decision, onClose }: DecisionDialogProps) {
  return (
    <Modal opened={decision !== null} onClose={onClose} title={decision ? decisionTexts(decision, review).title : ''} centered>
      {/* Mounted only while open, so each opening starts empty. */}
      {decision && <DecisionDialogForm review={review} decision={decision} onDone={onClose} />}
    </Modal>
  );
}

function DecisionDialogForm({ review, decision, onDone }: { review: AdminSafetyReview; decision: SafetyDecision; onDone: () => void }) {
  const queryClient = useQueryClient();
  const texts = decisionTexts(decision, review);
  const noteRequired = decision === 'remove';
  const form = useForm({
    name: 'safety-decision',
    initialValues: { note: '' },
    validate: { note: (note) => (noteRequired && !note.trim() ? 'Please write a note for the author' : null) },
  });

  const decide = useMutation({
    mutationFn: ({ note }: { note: string }) => decideSafetyReview({ reviewId: review.id, decision, note: note.trim() || undefined }),
    onSuccess: async () => {
      notifySuccess({ title: texts.done, description: 'The author has been told.' });
      onDone();
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      form.setErrors(getFieldErrors(error, ['note'] as const));
      notifyError({ title: `Failed: ${texts.label.toLowerCase()}`, description: getErrorMessage(error) });
    },
  });

  return (
    <form
      onSubmit={form.onSubmit(
        (values) => decide.mutate(values),
        () => form.getInputNode('note')?.focus(),
      )}
      noValidate
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {texts.explanation}
        </Text>
        <Textarea
          label="Note to the author"
          description={noteRequired ? 'Tell the author why it was removed.' : 'Optional.'}
          withAsterisk={noteRequired}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={LIMITS.safety.note}
          disabled={decide.isPending}
          data-autofocus
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={decide.isPending}>
            Cancel
          </Button>
          <Button type="submit" color={decision === 'remove' ? 'red' : undefined} loading={decide.isPending}>
            {texts.label}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
