import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { getErrorMessage, isApiError } from '../../../api/errors';
import type { Milestone } from '../../../api/types';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { contractKeys } from '../api';

/*
 * A contract's milestone mutations, their calls and cache effects. The other party's screen follows
 * through the server's `milestone_changed` push (app/server-event-queries.ts).
 */

export type MilestoneAction =
  | { kind: 'submit'; milestoneId: string; note: string; attachmentIds: string[] }
  | { kind: 'approve'; submissionId: string }
  | { kind: 'request-changes'; submissionId: string; note: string }
  | { kind: 'add'; title: string; dueDate: string | null; description: string };

const DONE: Record<MilestoneAction['kind'], string> = {
  submit: 'Milestone submitted',
  approve: 'Milestone approved',
  'request-changes': 'Changes requested',
  add: 'Milestone added',
};

export function useMilestoneAction(contractId: string, { onDone }: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: MilestoneAction): Promise<Milestone> => {
      switch (action.kind) {
        case 'submit':
          return unwrap(
            api.POST('/api/milestones/{id}/submissions', {
              params: { path: { id: action.milestoneId } },
              body: { note: action.note, attachmentIds: action.attachmentIds },
            }),
          );
        case 'approve':
          return unwrap(api.POST('/api/milestone-submissions/{id}/approve', { params: { path: { id: action.submissionId } } }));
        case 'request-changes':
          return unwrap(
            api.POST('/api/milestone-submissions/{id}/request-changes', {
              params: { path: { id: action.submissionId } },
              body: { note: action.note },
            }),
          );
        case 'add':
          return unwrap(
            api.POST('/api/contracts/{id}/milestones', {
              params: { path: { id: contractId } },
              body: { title: action.title, dueDate: action.dueDate, description: action.description },
            }),
          );
      }
    },
    onSuccess: (_milestone, action) => {
      void queryClient.invalidateQueries({ queryKey: contractKeys.milestones(contractId) });
      void queryClient.invalidateQueries({ queryKey: contractKeys.detail(contractId) });
      notifySuccess({ title: DONE[action.kind] });
      onDone?.();
    },
    onError: (error) => {
      notifyError({ title: 'The milestone could not be updated', description: getErrorMessage(error) });
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: contractKeys.milestones(contractId) });
    },
  });
}
