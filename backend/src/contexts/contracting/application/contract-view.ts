import { QueryBus } from '@nestjs/cqrs';
import { GetUserSummariesQuery, PartyView, toPartyView } from '../../identity/public';
import { Contract } from '../domain/contract.entity';
import { ContractParty, ContractStatus, FindDisputedContractsQuery, FrozenOffer } from '../public';
import type { MilestoneProgress, MilestonesReadRepository } from '../infrastructure/milestones-read-repository';

export type ContractView = {
  id: string;
  applicationId: string;
  jobId: string;
  jobTitle: string;
  clientId: string;
  freelancerId: string;
  terms: string;
  status: ContractStatus;
  clientReviewed: boolean;
  freelancerReviewed: boolean;
  createdAt: Date;
  completedAt: Date | null;
  /** A suspended party stays on the contract, marked. */
  client: PartyView;
  freelancer: PartyView;
  /** The caller's side; null for an admin looking at someone else's contract. */
  viewerRole: ContractParty | null;
  /** A dispute about it waits for an administrator (open or under review): it cannot be completed meanwhile. */
  hasOpenDispute: boolean;
  /** The accepted version of the offer, frozen (decision 0072); null for contracts made before offers. */
  offer: FrozenOffer | null;
  /** Its milestones: all, approved, and submissions waiting for the client (it cannot be completed meanwhile). */
  progress: MilestoneProgress;
};

/** A user that no longer exists still shows as someone. */
function personOrPlaceholder(person: PartyView | null, id: string): PartyView {
  return (
    person ?? {
      id,
      firstName: 'Former',
      lastName: 'member',
      username: null,
      profileImageUrl: null,
      isVerified: false,
      trustScore: null,
      rating: null,
      reviewCount: 0,
      location: null,
      isSuspended: false,
    }
  );
}

export async function toViews(
  queryBus: QueryBus,
  milestones: MilestonesReadRepository,
  contracts: Contract[],
  viewerId: string,
): Promise<ContractView[]> {
  const progress = await milestones.progressOf(contracts.map((contract) => contract.id));
  const [people, disputed] = await Promise.all([
    queryBus.execute(new GetUserSummariesQuery(contracts.flatMap((c) => [c.clientId, c.freelancerId]))),
    queryBus.execute(new FindDisputedContractsQuery(contracts.map((contract) => contract.id))),
  ]);
  return contracts.map((contract) => ({
    id: contract.id,
    applicationId: contract.applicationId,
    jobId: contract.jobId,
    jobTitle: contract.jobTitle,
    clientId: contract.clientId,
    freelancerId: contract.freelancerId,
    terms: contract.terms,
    status: contract.status,
    clientReviewed: contract.clientReviewed,
    freelancerReviewed: contract.freelancerReviewed,
    createdAt: contract.createdAt,
    completedAt: contract.completedAt,
    client: personOrPlaceholder(toPartyView(people.get(contract.clientId)), contract.clientId),
    freelancer: personOrPlaceholder(toPartyView(people.get(contract.freelancerId)), contract.freelancerId),
    viewerRole: contract.partyOf(viewerId),
    hasOpenDispute: disputed.has(contract.id),
    offer: contract.offer,
    progress: progress.get(contract.id) ?? { total: 0, approved: 0, waiting: 0 },
  }));
}
