import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createElement } from 'react';
import type { Page } from '../../../api/client';
import { getErrorMessage } from '../../../api/errors';
import type { Application, JobDetail } from '../../../api/types';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { acceptApplication, applicationKeys, applyToJob, jobKeys, rejectApplication, withContract } from '../api';
import { ContractStartedNotice } from '../components/ContractStartedNotice';

type Callbacks = {
  /** Runs after a successful call; the mutation stays pending until a returned promise settles. */
  onSuccess?: (application: Application) => void | Promise<void>;
};

export function useApplyToJob({ onSuccess }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
    onSuccess: (application) => {
      queryClient.setQueryData<JobDetail | null>(jobKeys.detail(application.jobId), (job) =>
        job
          ? {
              ...job,
              myApplication: { id: application.id, status: application.status },
              applicationCount: job.applicationCount + 1,
            }
          : job,
      );
      void queryClient.invalidateQueries({ queryKey: jobKeys.searches });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.mine });
      notifySuccess({ title: 'Application submitted' });
      return onSuccess?.(application);
    },
    onError: (error) => {
      notifyError({ title: 'Failed to submit application', description: getErrorMessage(error) });
    },
  });
}

/** Puts the decided application in place in the loaded pages of its job's list. */
function storeDecision(queryClient: QueryClient, decided: Application) {
  queryClient.setQueryData<InfiniteData<Page<Application> | null, string | undefined>>(
    applicationKeys.forJob(decided.jobId),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map(
          (page) => page && { ...page, items: page.items.map((application) => (application.id === decided.id ? decided : application)) },
        ),
      },
  );
}

/**
 * Accepts with the contract terms, then waits a moment for the contract the acceptance makes: the
 * application then links to it, and so does the toast.
 */
export function useAcceptApplication({ onSuccess }: Callbacks = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (input: { applicationId: string; terms: string }) => withContract(await acceptApplication(input)),
    onSuccess: (application) => {
      storeDecision(queryClient, application);
      const { contractId } = application;
      notifySuccess({
        title: 'Application accepted',
        description: createElement(ContractStartedNotice, {
          contractId,
          onOpen: (id: string) => void navigate({ to: '/contracts/$contractId', params: { contractId: id } }),
        }),
      });
      return onSuccess?.(application);
    },
    onError: (error) => {
      notifyError({ title: 'Failed to accept application', description: getErrorMessage(error) });
    },
  });
}

export function useRejectApplication({ onSuccess }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    onSuccess: (application) => {
      storeDecision(queryClient, application);
      notifySuccess({ title: 'Application rejected' });
      return onSuccess?.(application);
    },
    onError: (error) => {
      notifyError({ title: 'Failed to reject application', description: getErrorMessage(error) });
    },
  });
}
