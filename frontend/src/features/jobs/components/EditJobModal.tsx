import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { JobDetail } from '../../../api/types';
import { notifyError } from '../../../lib/notify';
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
  const [draft, setDraft] = useState<JobDraft>(() => toJobDraft(job));
  const edit = useEditJob({ onSuccess: onDone });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isDraftComplete(draft)) {
      notifyError({ title: 'Missing fields', description: 'Please fill in all required fields' });
      return;
    }
    edit.mutate({ jobId: job.id, input: toEditJobInput(draft) });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <JobPostFields draft={draft} onChange={setDraft} disabled={edit.isPending} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={edit.isPending}>
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
