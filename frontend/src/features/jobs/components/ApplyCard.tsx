import { Button, Card, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import type { JobDetail } from '../../../api/types';
import { useDraft } from '../../../lib/drafts';
import { notifyError } from '../../../lib/notify';
import { useApplyToJob } from '../hooks/useApplicationMutations';
import { getFieldErrors } from '../../../api/errors';
import { EMPTY_PROPOSAL, proposalValidation, toProposalBody } from '../proposal-form';
import type { ProposalValues } from '../proposal-form';
import type { PickedAttachments } from '../../../components/attachments/AttachmentPicker';
import { ProposalFields } from './ProposalFields';
import { ProposalFilesField } from './ProposalFilesField';

const NO_FILES: PickedAttachments = { ids: [], uploading: false, failed: false };

/** Where the server's field errors go in the form. */
const FIELD_NAMES: Record<string, string> = {
  coverLetter: 'coverLetter',
  'proposedRate.amount': 'amount',
  'proposedRate.currency': 'currency',
  'proposedRate.type': 'rateType',
  'availability.hoursPerWeek': 'hoursPerWeek',
  'availability.startDate': 'startDate',
};

export type ApplyCardProps = {
  job: JobDetail;
  /** Scrolls the card into view and focuses the cover letter (the /jobs/{id}/apply address). */
  focusOnMount?: boolean;
};

export function ApplyCard({ job, focusOnMount = false }: ApplyCardProps) {
  // The proposal is kept per job until it is sent: a session that ends mid-letter loses nothing.
  const draft = useDraft(`proposal:${job.id}`, EMPTY_PROPOSAL);
  const form = useForm<ProposalValues>({
    name: 'apply',
    initialValues: { ...EMPTY_PROPOSAL, ...draft.initial },
    validate: proposalValidation,
    onValuesChange: draft.save,
  });
  const coverLetterRef = useRef<HTMLTextAreaElement>(null);
  const apply = useApplyToJob();
  // The files are uploaded as they are picked; the proposal names them when it is sent.
  const [files, setFiles] = useState<PickedAttachments>(NO_FILES);

  useEffect(() => {
    if (!focusOnMount) return;
    coverLetterRef.current?.scrollIntoView({ block: 'center' });
    coverLetterRef.current?.focus({ preventScroll: true });
  }, [focusOnMount]);

  const handleValid = (values: ProposalValues) => {
    if (files.uploading || files.failed) {
      notifyError({
        title: files.uploading ? 'Files still uploading' : 'A file did not upload',
        description: files.uploading ? 'Send the proposal once your files are uploaded' : 'Retry or remove the file that failed',
      });
      return;
    }
    apply.mutate(
      { jobId: job.id, ...toProposalBody(values), ...(files.ids.length > 0 && { attachmentIds: files.ids }) },
      {
        onSuccess: draft.clear,
        onError: (error) => {
          const errors = getFieldErrors(error, Object.keys(FIELD_NAMES));
          form.setErrors(Object.fromEntries(Object.entries(errors).map(([field, message]) => [FIELD_NAMES[field] ?? field, message])));
        },
      },
    );
  };

  const handleInvalid = (errors: Record<string, unknown>) => {
    const first = Object.keys(errors)[0] ?? 'coverLetter';
    const description = errors.coverLetter ? 'Please provide a cover letter' : 'Please complete your proposal';
    notifyError({ title: 'Missing information', description });
    form.getInputNode(first)?.focus();
  };

  return (
    <Card>
      <Title order={2} size="h4" mb="xs">
        Apply for this Job
      </Title>
      <form onSubmit={form.onSubmit(handleValid, handleInvalid)} noValidate>
        <Stack gap="sm">
          <ProposalFields form={form} disabled={apply.isPending} coverLetterRef={coverLetterRef} />
          <ProposalFilesField onPicked={setFiles} disabled={apply.isPending} />
          <Button type="submit" loading={apply.isPending} fullWidth>
            Submit Application
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
