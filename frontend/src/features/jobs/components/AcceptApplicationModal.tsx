import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import type { Application } from '../../../api/types';
import { LIMITS } from '../../../lib/limits';
import { notifyError } from '../../../lib/notify';
import { useAcceptApplication } from '../hooks/useApplicationMutations';
import { getFieldErrors } from '../../../api/errors';

type ContractTermsDraft = { terms: string };

export type AcceptApplicationModalProps = {
  application: Application;
  opened: boolean;
  onClose: () => void;
  onAccepted?: () => void;
};

/** Accepting an application asks for the contract terms. */
export function AcceptApplicationModal({ application, opened, onClose, onAccepted }: AcceptApplicationModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Accept Application" centered>
      {opened && <ContractTermsForm application={application} onCancel={onClose} onAccepted={onAccepted} />}
    </Modal>
  );
}

type ContractTermsFormProps = {
  application: Application;
  onCancel: () => void;
  onAccepted?: () => void;
};

function ContractTermsForm({ application, onCancel, onAccepted }: ContractTermsFormProps) {
  const form = useForm<ContractTermsDraft>({
    name: 'contract-terms',
    initialValues: { terms: '' },
    validate: { terms: isNotEmpty('Contract terms are required') },
  });
  const accept = useAcceptApplication({ onSuccess: onAccepted });
  const name = application.freelancer ? application.freelancer.firstName : 'the worker';

  const handleValid = ({ terms }: ContractTermsDraft) => {
    accept.mutate(
      { applicationId: application.id, terms: terms.trim() },
      { onError: (error) => form.setErrors(getFieldErrors(error, ['terms'])) },
    );
  };

  const handleInvalid = () => {
    notifyError({ title: 'Please fill in contract terms' });
    form.getInputNode('terms')?.focus();
  };

  return (
    <form onSubmit={form.onSubmit(handleValid, handleInvalid)} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Accepting starts a contract with {name} on these terms.
        </Text>
        <Textarea
          label="Contract terms"
          placeholder="Scope, hours, rate, start date and payment"
          autosize
          minRows={5}
          maxRows={12}
          maxLength={LIMITS.application.terms}
          withAsterisk
          disabled={accept.isPending}
          data-autofocus
          {...form.getInputProps('terms')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={accept.isPending}>
            Back
          </Button>
          <Button type="submit" loading={accept.isPending}>
            Confirm
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
