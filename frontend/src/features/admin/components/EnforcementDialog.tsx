import { Button, Checkbox, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import type { TextareaProps } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage, getFieldErrors } from '../../../api/errors';
import type { EnforcementAction, EnforcementKind } from '../../../api/types';
import { LIMITS } from '../../../lib/limits';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { adminKeys, takeEnforcementAction } from '../api';

/** How long a suspension lasts: a number of days, or until an administrator lifts it. */
export type SuspensionPeriod = '1' | '7' | '30' | 'until_lifted';

const PERIODS: { value: SuspensionPeriod; label: string }[] = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: 'until_lifted', label: 'Until lifted' },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a suspension of `period` taken `now` ends; undefined when it lasts until lifted. */
export function suspensionEndsAt(period: SuspensionPeriod, now = new Date()): string | undefined {
  return period === 'until_lifted' ? undefined : new Date(now.getTime() + Number(period) * DAY_MS).toISOString();
}

type KindTexts = {
  title: string;
  /** What happens, for the subject as the dialog names it. */
  explanation: (subject: string) => string;
  confirm: string;
  done: string;
  failed: string;
  /** The offer to suspend whoever owns the content as well; none for a suspension. */
  alsoSuspend?: string;
};

const TEXTS: Record<EnforcementKind, KindTexts> = {
  suspension: {
    title: 'Suspend account',
    explanation: (subject) =>
      `Suspend ${subject}: they are signed out at once and cannot sign in until the suspension ends. Their job posts are hidden and their pending applications withdrawn.`,
    confirm: 'Suspend',
    done: 'Account suspended',
    failed: 'Failed to suspend account',
  },
  job_takedown: {
    title: 'Take down job post',
    explanation: (subject) => `Take down ${subject}: only its owner still sees it, with your reason.`,
    confirm: 'Take down',
    done: 'Job post taken down',
    failed: 'Failed to take down job post',
    alsoSuspend: "Also suspend the owner's account",
  },
  portfolio_takedown: {
    title: 'Take down portfolio item',
    explanation: (subject) => `Take down ${subject}: only its owner still sees it, with your reason.`,
    confirm: 'Take down',
    done: 'Portfolio item taken down',
    failed: 'Failed to take down portfolio item',
    alsoSuspend: "Also suspend the owner's account",
  },
  message_removal: {
    title: 'Remove message',
    explanation: (subject) => `Remove ${subject}: both people see that an administrator removed it. This cannot be undone.`,
    confirm: 'Remove',
    done: 'Message removed',
    failed: 'Failed to remove message',
    alsoSuspend: "Also suspend the sender's account",
  },
};

export type EnforcementDialogProps = {
  kind: EnforcementKind;
  /** The user to suspend, or the job post, portfolio item or message to take down. */
  subjectId: string;
  /** What the action is taken on, as the dialog names it: a person's name, a job's title, 'this message'. */
  subject: string;
  /** The content's owner is suspended already: no second suspension is offered with the takedown. */
  ownerSuspended?: boolean;
  /** The report or dispute the action answers, linked to it. */
  reportId?: string;
  disputeId?: string;
  opened: boolean;
  onClose: () => void;
};

/** Takes one enforcement action with a reason the user is told; a suspension for a period or until lifted. */
export function EnforcementDialog({ kind, opened, onClose, ...others }: EnforcementDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={TEXTS[kind].title} centered>
      {/* Mounted only while open, so each opening starts empty. */}
      {opened && <EnforcementForm kind={kind} onDone={onClose} {...others} />}
    </Modal>
  );
}

type EnforcementDraft = { reason: string; period: SuspensionPeriod; alsoSuspend: boolean };

/** The action taken, and the owner's suspension when one was asked for and refused. */
type EnforcementOutcome = { action: EnforcementAction; suspensionError?: unknown };

type EnforcementFormProps = Omit<EnforcementDialogProps, 'opened' | 'onClose'> & { onDone: () => void };

function EnforcementForm({ kind, subjectId, subject, ownerSuspended = false, reportId, disputeId, onDone }: EnforcementFormProps) {
  const queryClient = useQueryClient();
  const texts = TEXTS[kind];
  const form = useForm<EnforcementDraft>({
    name: 'enforcement',
    initialValues: { reason: '', period: '7', alsoSuspend: false },
    validate: { reason: isNotEmpty('Please give a reason') },
  });
  const suspends = kind === 'suspension' || form.values.alsoSuspend;

  const take = useMutation({
    mutationFn: async ({ reason, period, alsoSuspend }: EnforcementDraft): Promise<EnforcementOutcome> => {
      const links = { reason: reason.trim(), reportId, disputeId };
      const endsAt = suspensionEndsAt(period);
      const action = await takeEnforcementAction({ kind, subjectId, ...links, ...(kind === 'suspension' && { endsAt }) });
      if (kind === 'suspension' || !alsoSuspend) return { action };
      // The content is down whatever happens next: a refused suspension is told apart, not thrown.
      try {
        await takeEnforcementAction({ kind: 'suspension', subjectId: action.userId, ...links, endsAt });
        return { action };
      } catch (suspensionError) {
        return { action, suspensionError };
      }
    },
    onSuccess: async ({ suspensionError }, { alsoSuspend }) => {
      if (suspensionError) {
        notifyError({ title: `${texts.done}, but the account was not suspended`, description: getErrorMessage(suspensionError) });
      } else {
        notifySuccess({
          title: alsoSuspend ? `${texts.done} and account suspended` : texts.done,
          description: 'The user has been notified.',
        });
      }
      onDone();
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      form.setErrors(getFieldErrors(error, ['reason'] as const));
      notifyError({ title: texts.failed, description: getErrorMessage(error) });
    },
  });

  return (
    <form
      onSubmit={form.onSubmit(
        (draft) => take.mutate(draft),
        () => form.getInputNode('reason')?.focus(),
      )}
      noValidate
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {texts.explanation(subject)}
        </Text>
        <ReasonField disabled={take.isPending} {...form.getInputProps('reason')} />
        {texts.alsoSuspend && !ownerSuspended && (
          <Checkbox label={texts.alsoSuspend} disabled={take.isPending} {...form.getInputProps('alsoSuspend', { type: 'checkbox' })} />
        )}
        {suspends && <NativeSelect label="Period" data={PERIODS} disabled={take.isPending} {...form.getInputProps('period')} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={take.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={take.isPending}>
            {texts.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The reason every enforcement action and lift takes: the user is told it. */
export function ReasonField(props: Omit<TextareaProps, 'label' | 'description' | 'withAsterisk' | 'maxLength'>) {
  return (
    <Textarea
      label="Reason"
      description="The user is told this reason."
      withAsterisk
      autosize
      minRows={3}
      maxRows={8}
      maxLength={LIMITS.enforcement.reason}
      data-autofocus
      {...props}
    />
  );
}
