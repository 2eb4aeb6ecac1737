import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { getErrorMessage, getFieldErrors, isApiError } from '../../../api/errors';
import type { Contract, ContractParty, Review, SubmitReviewInput } from '../../../api/types';
import { fullName } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { contractKeys, otherParty } from '../api';

/*
 * A contract's mutations: each call, its hook and its cache effects (bulletproof-react's
 * `create-comment.ts`). What they change elsewhere (the dashboard's figures, the completed jobs on
 * the user) the server pushes to both parties (`contract_changed`, review notifications:
 * app/server-event-queries.ts). Callers pass only what their screen does next.
 */

function completeContract(id: string): Promise<Contract> {
  return unwrap(api.POST('/api/contracts/{id}/complete', { params: { path: { id } } }));
}

function submitReview(input: SubmitReviewInput): Promise<Review> {
  return unwrap(api.POST('/api/reviews', { body: input }));
}

/** Marks the contract complete; `onSettled` runs after either outcome (the confirmation closes). */
export function useCompleteContract(contract: Contract, { onSettled }: { onSettled: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeContract(contract.id),
    onSuccess: (completed) => {
      queryClient.setQueryData(contractKeys.detail(contract.id), completed);
      void queryClient.invalidateQueries({ queryKey: contractKeys.mine });
      onSettled();
    },
    onError: (error) => {
      onSettled();
      notifyError({ title: 'Failed to complete contract', description: getErrorMessage(error) });
      // The contract moved on meanwhile (completed, or disputed): show it as it is now.
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: contractKeys.detail(contract.id) });
    },
  });
}

export type ReviewDraft = { rating: number; comment: string };

/** Reviews the other party of the contract; `onFieldErrors` takes the server's word on the fields. */
export function useSubmitReview(
  contract: Contract,
  side: ContractParty,
  { onSubmitted, onFieldErrors }: { onSubmitted: () => void; onFieldErrors: (errors: Partial<Record<keyof ReviewDraft, string>>) => void },
) {
  const queryClient = useQueryClient();
  const reviewee = otherParty(contract, side);
  return useMutation({
    mutationFn: ({ rating, comment }: ReviewDraft) =>
      submitReview({ contractId: contract.id, revieweeId: reviewee.id, rating, comment: comment.trim() }),
    onSuccess: () => {
      // The contract's reviewed flag follows on the server a moment later; show it at once.
      queryClient.setQueryData(contractKeys.detail(contract.id), {
        ...contract,
        ...(side === 'client' ? { clientReviewed: true } : { freelancerReviewed: true }),
      });
      notifySuccess({ title: 'Review submitted', description: `Thank you for reviewing ${fullName(reviewee)}.` });
      onSubmitted();
    },
    onError: (error) => {
      onFieldErrors(getFieldErrors(error, ['rating', 'comment']));
      notifyError({ title: 'Failed to submit review', description: getErrorMessage(error) });
    },
  });
}
