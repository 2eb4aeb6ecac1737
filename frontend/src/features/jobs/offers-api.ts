import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { Offer } from '../../api/types';

export const offerKeys = {
  all: ['offers'] as const,
  ofApplication: (applicationId: string) => ['offers', 'application', applicationId] as const,
};

/** Every version of the offers on an application, newest first (both parties read them). */
export const applicationOffersQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: offerKeys.ofApplication(applicationId),
    queryFn: (): Promise<Offer[]> => unwrap(api.GET('/api/applications/{id}/offers', { params: { path: { id: applicationId } } })),
  });

/** The version waiting for an answer, if any. */
export function openOffer(offers: Offer[]): Offer | undefined {
  return offers.find((offer) => offer.status === 'open');
}
