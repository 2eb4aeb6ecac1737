import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Application } from '../../../api/types';
import { notifyError } from '../../../lib/notify';
import { useAcceptApplication } from '../hooks/useApplicationMutations';

export type AcceptApplicationModalProps = {
  application: Application;
  opened: boolean;
  onClose: () => void;
  onAccepted?: (application: Application) => void | Promise<void>;
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
  onAccepted?: (application: Application) => void | Promise<void>;
};

function ContractTermsForm({ application, onCancel, onAccepted }: ContractTermsFormProps) {
  const [terms, setTerms] = useState('');
  const accept = useAcceptApplication({ onSuccess: onAccepted });
  const name = application.freelancer ? application.freelancer.firstName : 'the worker';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!terms.trim()) {
      notifyError({ title: 'Please fill in contract terms' });
      return;
    }
    accept.mutate({ applicationId: application.id, terms: terms.trim() });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
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
          maxLength={5000}
          value={terms}
          onChange={(event) => setTerms(event.currentTarget.value)}
          disabled={accept.isPending}
          data-autofocus
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
