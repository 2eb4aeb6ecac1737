import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMemo } from 'react';
import type { JobDetail } from '../../../api/types';
import { useJobDraftForm } from '../hooks/useJobDraftForm';
import { useEditJob } from '../hooks/useJobMutations';
import { isDraftComplete, toEditJobInput, toJobDraft } from '../job-draft';
import type { JobDraft } from '../job-draft';
import { JobPostFields } from './JobPostFields';

export type EditJobModalProps = {
  job: JobDetail;
  opened: boolean;
  onClose: () => void;
};

export function EditJobModal({ job, opened, onClose }: EditJobModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Job" size="lg" centered>
      {/* Mounted only while open, so each opening starts from the saved post. */}
      {opened && <EditJobForm job={job} onDone={onClose} />}
    </Modal>
  );
}

function EditJobForm({ job, onDone }: { job: JobDetail; onDone: () => void }) {
  const saved = useMemo(() => toJobDraft(job), [job]);
  const { form, handleInvalid, handleServerError, discardDraft } = useJobDraftForm('edit-job', saved, `post:${job.id}`, job.jobType);
  const edit = useEditJob({
    onSuccess: () => {
      discardDraft();
      onDone();
    },
  });

  const discard = () => {
    discardDraft();
    onDone();
  };

  const handleValid = (draft: JobDraft) => {
    if (isDraftComplete(draft)) edit.mutate({ jobId: job.id, input: toEditJobInput(draft, job.jobType) }, { onError: handleServerError });
  };

  return (
    <form onSubmit={form.onSubmit(handleValid, handleInvalid)} noValidate>
      <Stack gap="lg">
        <JobPostFields form={form} disabled={edit.isPending} jobType={job.jobType} />
        <Group justify="flex-end">
          <Button variant="default" onClick={discard} disabled={edit.isPending}>
            Discard
          </Button>
          <Button type="submit" loading={edit.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
