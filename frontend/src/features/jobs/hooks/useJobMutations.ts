import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '../../../api/errors';
import type { JobDetail } from '../../../api/types';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { changeJobStatus, createJob, editJob, jobKeys } from '../api';
import type { JobStatusChange } from '../api';

type Callbacks<T> = {
  /** Runs after a successful call; the mutation stays pending until a returned promise settles. */
  onSuccess?: (result: T) => void | Promise<void>;
};

/** Keeps the fresh post for its detail page and marks the lists that show it as stale. */
function storeJob(queryClient: QueryClient, job: JobDetail) {
  queryClient.setQueryData(jobKeys.detail(job.id), job);
  void queryClient.invalidateQueries({ queryKey: jobKeys.searches });
  void queryClient.invalidateQueries({ queryKey: jobKeys.byClients });
}

export function useCreateJob({ onSuccess }: Callbacks<JobDetail> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: (job) => {
      storeJob(queryClient, job);
      notifySuccess({ title: 'Post created' });
      return onSuccess?.(job);
    },
    onError: (error) => {
      notifyError({ title: 'Failed to create post', description: getErrorMessage(error) });
    },
  });
}

export function useEditJob({ onSuccess }: Callbacks<JobDetail> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editJob,
    onSuccess: (job) => {
      storeJob(queryClient, job);
      notifySuccess({ title: 'Job updated' });
      return onSuccess?.(job);
    },
    onError: (error) => {
      notifyError({ title: 'Failed to update job', description: getErrorMessage(error) });
    },
  });
}

const STATUS_CHANGE_TOASTS: Record<JobStatusChange, { success: string; failure: string }> = {
  close: { success: 'Job closed', failure: 'Failed to close job' },
  cancel: { success: 'Job cancelled', failure: 'Failed to cancel job' },
};

/** Closes or cancels an open post. */
export function useChangeJobStatus({ onSuccess }: Callbacks<JobDetail> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeJobStatus,
    onSuccess: (job, { change }) => {
      storeJob(queryClient, job);
      notifySuccess({ title: STATUS_CHANGE_TOASTS[change].success });
      return onSuccess?.(job);
    },
    onError: (error, { change }) => {
      notifyError({ title: STATUS_CHANGE_TOASTS[change].failure, description: getErrorMessage(error) });
    },
  });
}
