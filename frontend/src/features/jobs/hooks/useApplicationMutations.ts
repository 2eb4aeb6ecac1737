import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createElement } from 'react';
import { api, unwrap } from '../../../api/client';
import type { Page } from '../../../api/client';
import { getErrorMessage } from '../../../api/errors';
import type { Application, ApplyInput, DeclineInput, EditProposalInput, JobDetail } from '../../../api/types';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { applicationKeys, jobKeys } from '../api';
import { ContractStartedNotice } from '../components/ContractStartedNotice';

/*
 * The hiring path's mutations: each call, its hook and its cache effects (bulletproof-react's
 * `create-comment.ts`). What they change elsewhere (the dashboard's figures, the contracts) the
 * server pushes to both parties (`application_changed`, `contract_changed`: app/server-event-queries.ts).
 */

type Callbacks = {
  /** Runs after a successful call; the mutation stays pending until a returned promise settles. */
  onSuccess?: (application: Application) => void | Promise<void>;
};

function applyToJob(body: ApplyInput): Promise<Application> {
  return unwrap(api.POST('/api/applications', { body }));
}

/** The accepted application, with the contract the acceptance opened (`contractId`). */
function acceptApplication({ applicationId, terms }: { applicationId: string; terms: string }): Promise<Application> {
  return unwrap(api.POST('/api/applications/{id}/accept', { params: { path: { id: applicationId } }, body: { terms } }));
}

function rejectApplication({ applicationId, ...body }: { applicationId: string } & DeclineInput): Promise<Application> {
  return unwrap(api.POST('/api/applications/{id}/reject', { params: { path: { id: applicationId } }, body }));
}

function editProposal({ applicationId, ...body }: { applicationId: string } & EditProposalInput): Promise<Application> {
  return unwrap(api.PATCH('/api/applications/{id}', { params: { path: { id: applicationId } }, body }));
}

function shortlistApplication({ applicationId, on }: { applicationId: string; on: boolean }): Promise<Application> {
  const path = on ? '/api/applications/{id}/shortlist' : '/api/applications/{id}/unshortlist';
  return unwrap(api.POST(path, { params: { path: { id: applicationId } } }));
}

function withdrawApplication(applicationId: string): Promise<Application> {
  return unwrap(api.POST('/api/applications/{id}/withdraw', { params: { path: { id: applicationId } } }));
}

export function useApplyToJob() {
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
    },
    onError: (error) => {
      notifyError({ title: 'Failed to submit application', description: getErrorMessage(error) });
    },
  });
}

/**
 * Puts the decided application in place in the loaded pages of its job's stage lists, then reads
 * every stage's list and count again (the application has moved to another stage).
 */
function storeDecision(queryClient: QueryClient, decided: Application) {
  queryClient.setQueriesData<InfiniteData<Page<Application> | null, string | undefined>>(
    { queryKey: applicationKeys.forJob(decided.jobId), predicate: (query) => query.queryKey[3] === 'stage' },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map(
          (page) => page && { ...page, items: page.items.map((application) => (application.id === decided.id ? decided : application)) },
        ),
      },
  );
  void queryClient.invalidateQueries({ queryKey: applicationKeys.forJob(decided.jobId) });
}

/** Accepts with the contract terms; the answer links to the contract it opened, and so does the toast. */
export function useAcceptApplication({ onSuccess }: Callbacks = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: acceptApplication,
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

/** Declines with a reason (and a note) the freelancer reads. */
export function useRejectApplication({ onSuccess }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    onSuccess: (application) => {
      storeDecision(queryClient, application);
      notifySuccess({ title: 'Application declined' });
      return onSuccess?.(application);
    },
    onError: (error) => {
      notifyError({ title: 'Failed to decline application', description: getErrorMessage(error) });
    },
  });
}

/** The owner moves a pending proposal onto the shortlist or off it; every stage's list and count is read again. */
export function useShortlistApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shortlistApplication,
    onSuccess: (application) => {
      storeDecision(queryClient, application);
      notifySuccess({ title: application.stage === 'shortlisted' ? 'Added to shortlist' : 'Removed from shortlist' });
    },
    onError: (error) => {
      notifyError({ title: 'Failed to update shortlist', description: getErrorMessage(error) });
    },
  });
}

/** The applicant edits their pending proposal; the server tells the owner's screens. */
export function useEditProposal({ onSuccess }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProposal,
    onSuccess: (application) => {
      storeWithdrawal(queryClient, application);
      notifySuccess({ title: 'Proposal updated' });
      return onSuccess?.(application);
    },
    onError: (error) => {
      notifyError({ title: 'Failed to update proposal', description: getErrorMessage(error) });
    },
  });
}

/** Puts the withdrawn application in place in the loaded pages of the applicant's list. */
function storeWithdrawal(queryClient: QueryClient, withdrawn: Application) {
  queryClient.setQueryData<InfiniteData<Page<Application>, string | undefined>>(
    applicationKeys.mine,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((application) => (application.id === withdrawn.id ? withdrawn : application)),
        })),
      },
  );
}

/** The applicant takes back a pending application; the job's owner is told by the server. */
export function useWithdrawApplication({ onSuccess }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: (application) => {
      storeWithdrawal(queryClient, application);
      queryClient.setQueryData<JobDetail | null>(jobKeys.detail(application.jobId), (job) =>
        job?.myApplication ? { ...job, myApplication: { id: application.id, status: application.status } } : job,
      );
      notifySuccess({ title: 'Application withdrawn' });
      return onSuccess?.(application);
    },
    onError: (error) => {
      notifyError({ title: 'Failed to withdraw application', description: getErrorMessage(error) });
    },
  });
}
