import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage, getFieldErrors } from '../../../api/errors';
import type { EnforcementAction, EnforcementKind } from '../../../api/types';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { adminKeys, liftEnforcementAction } from '../api';
import { ReasonField } from './EnforcementDialog';

/** What lifting undoes; a removed message stays removed, so it has none. */
type LiftableKind = Exclude<EnforcementKind, 'message_removal'>;

const TEXTS: Record<LiftableKind, { title: string; explanation: string; done: string }> = {
  suspension: {
    title: 'Lift suspension',
    explanation: 'The user can sign in again and their job posts show again. Withdrawn applications stay withdrawn.',
    done: 'Suspension lifted',
  },
  job_takedown: { title: 'Restore job post', explanation: 'The job post shows to everyone again.', done: 'Job post restored' },
  portfolio_takedown: {
    title: 'Restore portfolio item',
    explanation: 'The portfolio item shows to everyone again.',
    done: 'Portfolio item restored',
  },
};

export function isLiftable(kind: EnforcementKind): kind is LiftableKind {
  return kind !== 'message_removal';
}

export type LiftEnforcementDialogProps = {
  action: EnforcementAction & { kind: LiftableKind };
  opened: boolean;
  onClose: () => void;
};

/** Ends an active suspension or takedown early, with a reason the user is told. */
export function LiftEnforcementDialog({ action, opened, onClose }: LiftEnforcementDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={TEXTS[action.kind].title} centered>
      {opened && <LiftForm action={action} onDone={onClose} />}
    </Modal>
  );
}

function LiftForm({ action, onDone }: { action: LiftEnforcementDialogProps['action']; onDone: () => void }) {
  const queryClient = useQueryClient();
  const texts = TEXTS[action.kind];
  const form = useForm({
    name: 'lift-enforcement',
    initialValues: { reason: '' },
    validate: { reason: isNotEmpty('Please give a reason') },
  });

  const lift = useMutation({
    mutationFn: (reason: string) => liftEnforcementAction({ actionId: action.id, reason }),
    onSuccess: async () => {
      notifySuccess({ title: texts.done, description: 'The user has been notified.' });
      onDone();
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      form.setErrors(getFieldErrors(error, ['reason'] as const));
      notifyError({ title: 'Failed to lift', description: getErrorMessage(error) });
    },
  });

  return (
    <form
      onSubmit={form.onSubmit(
        ({ reason }) => lift.mutate(reason.trim()),
        () => form.getInputNode('reason')?.focus(),
      )}
      noValidate
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {texts.explanation}
        </Text>
        <ReasonField disabled={lift.isPending} {...form.getInputProps('reason')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={lift.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={lift.isPending}>
            Lift
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
