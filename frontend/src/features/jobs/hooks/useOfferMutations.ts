import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { getErrorMessage, isApiError } from '../../../api/errors';
import type { AcceptedOffer, Offer, OfferTermsInput } from '../../../api/types';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { applicationKeys } from '../api';
import { offerKeys } from '../offers-api';

/*
 * The offers' mutations: each call, its hook and its cache effects. The other party's screen
 * follows through the server's `offer_changed` push (app/server-event-queries.ts).
 */

type OfferAction =
  | { kind: 'make'; applicationId: string; terms: OfferTermsInput }
  | { kind: 'counter'; offerId: string; terms: OfferTermsInput }
  | { kind: 'accept'; offerId: string }
  | { kind: 'decline'; offerId: string; note?: string }
  | { kind: 'withdraw'; offerId: string };

function send(action: OfferAction): Promise<Offer | AcceptedOffer> {
  switch (action.kind) {
    case 'make':
      return unwrap(api.POST('/api/applications/{id}/offers', { params: { path: { id: action.applicationId } }, body: action.terms }));
    case 'counter':
      return unwrap(api.POST('/api/offers/{id}/counter', { params: { path: { id: action.offerId } }, body: { terms: action.terms } }));
    case 'accept':
      return unwrap(api.POST('/api/offers/{id}/accept', { params: { path: { id: action.offerId } } }));
    case 'decline':
      return unwrap(api.POST('/api/offers/{id}/decline', { params: { path: { id: action.offerId } }, body: { note: action.note } }));
    case 'withdraw':
      return unwrap(api.POST('/api/offers/{id}/withdraw', { params: { path: { id: action.offerId } } }));
  }
}

const DONE: Record<OfferAction['kind'], string> = {
  make: 'Offer sent',
  counter: 'Counter-offer sent',
  accept: 'Offer accepted: the contract is being set up',
  decline: 'Offer declined',
  withdraw: 'Offer withdrawn',
};

/** Every answer to an offer on one application; `onDone` runs after a success (a form or a modal closes). */
export function useOfferAction(applicationId: string, { onDone }: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_offer, action) => {
      void queryClient.invalidateQueries({ queryKey: offerKeys.ofApplication(applicationId) });
      if (action.kind === 'accept') void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      notifySuccess({ title: DONE[action.kind] });
      onDone?.();
    },
    onError: (error) => {
      notifyError({ title: 'The offer could not be updated', description: getErrorMessage(error) });
      // The other party answered meanwhile: show the versions as they are now.
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: offerKeys.ofApplication(applicationId) });
    },
  });
}
