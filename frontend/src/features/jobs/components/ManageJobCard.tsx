import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { JobDetail } from '../../../api/types';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { ButtonLink } from '../../../components/links';
import type { JobStatusChange } from '../hooks/useJobMutations';
import { useChangeJobStatus } from '../hooks/useJobMutations';
import { EditJobModal } from './EditJobModal';

type OpenModal = 'edit' | JobStatusChange | null;

const CONFIRMATIONS: Record<JobStatusChange, { title: string; message: string }> = {
  close: {
    title: 'Close this job?',
    message: 'The job stops taking applications. Applications already received stay available.',
  },
  cancel: {
    title: 'Cancel this job?',
    message: 'The job is withdrawn and no longer listed. This cannot be undone.',
  },
};

const CLOSE_AVAILABILITY_MESSAGE = 'The post is no longer listed as available. Messages already received stay in your conversations.';

const STATUS_CHANGES: JobStatusChange[] = ['close', 'cancel'];

export type ManageJobCardProps = {
  job: JobDetail;
};

/** The owner's controls: applications, edit, close and cancel (the last three only while open, and not while taken down). */
export function ManageJobCard({ job }: ManageJobCardProps) {
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  const handleClose = () => setOpenModal(null);
  const changeStatus = useChangeJobStatus({ onSuccess: handleClose });
  const isOpen = job.status === 'open';

  const handleConfirm = (change: JobStatusChange) => changeStatus.mutate({ jobId: job.id, change });

  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        Manage Job
      </Title>
      <Stack gap="sm">
        {/* An availability post takes no applications: clients message its worker instead. */}
        {job.jobType === 'job_offer' && (
          <ButtonLink to="/jobs/$jobId/applications" params={{ jobId: job.id }} fullWidth>
            View Applications ({job.applicationCount})
          </ButtonLink>
        )}
        {job.takenDown ? (
          <Text fz="sm" c="dimmed">
            An administrator took this post down: it cannot be edited, closed or cancelled. You may appeal the decision above.
          </Text>
        ) : isOpen ? (
          <>
            <Button variant="default" onClick={() => setOpenModal('edit')} fullWidth>
              Edit Job
            </Button>
            <Button variant="default" onClick={() => setOpenModal('close')} fullWidth>
              Close Job
            </Button>
            <Button variant="light" color="red" onClick={() => setOpenModal('cancel')} fullWidth>
              Cancel Job
            </Button>
          </>
        ) : (
          <Text fz="sm" c="dimmed">
            This job is {job.status}; it can no longer be edited.
          </Text>
        )}
      </Stack>
      <EditJobModal job={job} opened={openModal === 'edit'} onClose={handleClose} />
      {STATUS_CHANGES.map((change) => (
        <ConfirmModal
          key={change}
          opened={openModal === change}
          title={CONFIRMATIONS[change].title}
          message={change === 'close' && job.jobType === 'job_seeking' ? CLOSE_AVAILABILITY_MESSAGE : CONFIRMATIONS[change].message}
          color={change === 'cancel' ? 'red' : undefined}
          loading={changeStatus.isPending}
          onConfirm={() => handleConfirm(change)}
          onClose={handleClose}
        />
      ))}
    </Card>
  );
}
