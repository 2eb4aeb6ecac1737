import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { getErrorMessage } from '../../../api/errors';
import type { CreateJobInput, EditJobInput, JobDetail } from '../../../api/types';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { jobKeys } from '../api';

/*
 * The post's mutations: each call, its hook and its cache effects (bulletproof-react's
 * `create-comment.ts`). Callers pass only what their screen does next (close a dialog, go on).
 */

type Callbacks<T> = {
  /** Runs after a successful call; the mutation stays pending until a returned promise settles. */
  onSuccess?: (result: T) => void | Promise<void>;
};

function createJob(input: CreateJobInput): Promise<JobDetail> {
  return unwrap(api.POST('/api/jobs', { body: input }));
}

function editJob({ jobId, input }: { jobId: string; input: EditJobInput }): Promise<JobDetail> {
  return unwrap(api.PATCH('/api/jobs/{id}', { params: { path: { id: jobId } }, body: input }));
}

export type JobStatusChange = 'close' | 'cancel';

function changeJobStatus({ jobId, change }: { jobId: string; change: JobStatusChange }): Promise<JobDetail> {
  const options = { params: { path: { id: jobId } } };
  return unwrap(change === 'close' ? api.POST('/api/jobs/{id}/close', options) : api.POST('/api/jobs/{id}/cancel', options));
}

/**
 * The cache effects of a post created or changed: kept for its detail page, and the lists that
 * show it marked stale. The dashboard shows no post, so it stays as it is.
 */
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
