import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, byNextCursor, unwrap, unwrapPage } from '../../api/client';
import { isApiError } from '../../api/errors';
import type { Contract, ContractParty } from '../../api/types';

export const contractKeys = {
  all: ['contracts'] as const,
  mine: ['contracts', 'mine'] as const,
  detail: (id: string) => ['contracts', 'detail', id] as const,
  milestones: (id: string) => ['contracts', 'milestones', id] as const,
};

/** The contract's milestones in order, a page at a time (at most 200 in all). */
export const contractMilestonesQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: contractKeys.milestones(id),
    queryFn: ({ pageParam }) =>
      unwrapPage(api.GET('/api/contracts/{id}/milestones', { params: { path: { id }, query: { cursor: pageParam, limit: 100 } } })),
    ...byNextCursor,
  });

/** The viewer's contracts, newest first, a page at a time. */
export const myContractsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: contractKeys.mine,
    queryFn: ({ pageParam }) => unwrapPage(api.GET('/api/contracts/my', { params: { query: { cursor: pageParam } } })),
    ...byNextCursor,
  });

/** The contract, or null when there is none to show (missing, not the viewer's, or a malformed id). */
async function fetchContract(id: string): Promise<Contract | null> {
  try {
    return await unwrap(api.GET('/api/contracts/{id}', { params: { path: { id } } }));
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 400)) return null;
    throw error;
  }
}

export const contractQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contractKeys.detail(id),
    queryFn: () => fetchContract(id),
  });

/** Active contracts first, then the newest (the API lists newest first). */
export function activeFirst(contracts: Contract[]): Contract[] {
  return [...contracts].sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active'));
}

/** Whether the viewer's own side has reviewed. */
export function hasReviewed(contract: Contract, side: ContractParty): boolean {
  return side === 'client' ? contract.clientReviewed : contract.freelancerReviewed;
}

/** The party the viewer deals with. */
export function otherParty(contract: Contract, side: ContractParty | null) {
  return side === 'client' ? contract.freelancer : contract.client;
}
