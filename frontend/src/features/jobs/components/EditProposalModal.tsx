import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { Application } from '../../../api/types';
import { getFieldErrors } from '../../../api/errors';
import type { PickedAttachments } from '../../../components/attachments/AttachmentPicker';
import { notifyError } from '../../../lib/notify';
import { useEditProposal } from '../hooks/useApplicationMutations';
import { proposalValidation, toProposalBody, toProposalValues } from '../proposal-form';
import type { ProposalValues } from '../proposal-form';
import { ProposalFields } from './ProposalFields';
import { ProposalFilesField } from './ProposalFilesField';

/** Where the server's field errors go in the form. */
const FIELD_NAMES: Record<string, string> = {
  coverLetter: 'coverLetter',
  'proposedRate.amount': 'amount',
  'proposedRate.currency': 'currency',
  'proposedRate.type': 'rateType',
  'availability.hoursPerWeek': 'hoursPerWeek',
  'availability.startDate': 'startDate',
};

const NO_FILES: PickedAttachments = { ids: [], uploading: false, failed: false };

export type EditProposalModalProps = {
  application: Application;
  opened: boolean;
  onClose: () => void;
};

/** The applicant edits their pending proposal: the same fields as applying, and its files. */
export function EditProposalModal({ application, opened, onClose }: EditProposalModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit proposal" centered size="lg">
      {opened && <EditProposalForm application={application} onClose={onClose} />}
    </Modal>
  );
}

function EditProposalForm({ application, onClose }: Omit<EditProposalModalProps, 'opened'>) {
  const form = useForm<ProposalValues>({
    name: 'edit-proposal',
    initialValues: toProposalValues(application),
    validate: proposalValidation,
  });
  const [keptIds, setKeptIds] = useState(() => application.attachments.map((file) => file.id));
  const [picked, setPicked] = useState<PickedAttachments>(NO_FILES);
  const edit = useEditProposal({ onSuccess: onClose });

  const handleValid = (values: ProposalValues) => {
    if (picked.uploading || picked.failed) {
      notifyError({
        title: picked.uploading ? 'Files still uploading' : 'A file did not upload',
        description: picked.uploading ? 'Save once your files are uploaded' : 'Retry or remove the file that failed',
      });
      return;
    }
    edit.mutate(
      { applicationId: application.id, ...toProposalBody(values), attachmentIds: [...keptIds, ...picked.ids] },
      {
        onError: (error) => {
          const errors = getFieldErrors(error, Object.keys(FIELD_NAMES));
          form.setErrors(Object.fromEntries(Object.entries(errors).map(([field, message]) => [FIELD_NAMES[field] ?? field, message])));
        },
      },
    );
  };

  const handleInvalid = (errors: Record<string, unknown>) => {
    notifyError({ title: 'Missing information', description: 'Please complete your proposal' });
    form.getInputNode(Object.keys(errors)[0] ?? 'coverLetter')?.focus();
  };

  return (
    <form onSubmit={form.onSubmit(handleValid, handleInvalid)} noValidate>
      <Stack gap="md">
        <ProposalFields form={form} disabled={edit.isPending} />
        <ProposalFilesField
          kept={application.attachments.filter((file) => keptIds.includes(file.id))}
          onRemoveKept={(id) => setKeptIds((ids) => ids.filter((kept) => kept !== id))}
          onPicked={setPicked}
          disabled={edit.isPending}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={edit.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={edit.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
