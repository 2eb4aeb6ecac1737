import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/auth/principal';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { GetUserSummariesQuery, PartyView, toPartyView } from '../../../identity/public';
import { ContractNotFound } from '../../domain/contracting-errors';
import { Contract } from '../../domain/contract.entity';
import { ContractingReadRepository } from '../../infrastructure/contracting-read-repository';
import {
  ContractActivity,
  ContractForReview,
  ContractParty,
  ContractStatus,
  CountActiveContractsQuery,
  FindContractsOfApplicationsQuery,
  FindDisputedContractsQuery,
  GetContractForReviewQuery,
  ListRecentContractActivityQuery,
} from '../../public';
import { actsAsAdministrator } from '../../../../platform/auth/guards';

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
};

/** One contract, for its parties and for admins. */
export class GetContractQuery extends Query<ContractView> {
  constructor(
    readonly contractId: string,
    readonly viewer: Principal,
  ) {
    super();
  }
}

/** The caller's contracts on either side, newest first, a page at a time. */
export class ListMyContractsQuery extends Query<Page<ContractView>> {
  constructor(
    readonly userId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

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
      location: null,
      isSuspended: false,
    }
  );
}

async function toViews(queryBus: QueryBus, contracts: Contract[], viewerId: string): Promise<ContractView[]> {
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
  }));
}

@QueryHandler(GetContractQuery)
export class GetContractHandler implements IQueryHandler<GetContractQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ contractId, viewer }: GetContractQuery): Promise<ContractView> {
    const contract = await this.em.fork().findOne(Contract, contractId);
    if (!contract || (!contract.partyOf(viewer.id) && !actsAsAdministrator(viewer))) throw new ContractNotFound();
    const [view] = await toViews(this.queryBus, [contract], viewer.id);
    return view;
  }
}

@QueryHandler(ListMyContractsQuery)
export class ListMyContractsHandler implements IQueryHandler<ListMyContractsQuery> {
  constructor(
    private readonly reads: ContractingReadRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId, page }: ListMyContractsQuery): Promise<Page<ContractView>> {
    const { items, nextCursor } = await this.reads.contractsPage(userId, page);
    return { items: await toViews(this.queryBus, items, userId), nextCursor };
  }
}

@QueryHandler(GetContractForReviewQuery)
export class GetContractForReviewHandler implements IQueryHandler<GetContractForReviewQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ contractId }: GetContractForReviewQuery): Promise<ContractForReview | null> {
    const contract = await this.em.fork().findOne(Contract, contractId);
    if (!contract) return null;
    const { id, jobTitle, clientId, freelancerId, status, createdAt, completedAt } = contract;
    return { id, jobTitle, clientId, freelancerId, status, startedAt: createdAt, completedAt };
  }
}

@QueryHandler(FindContractsOfApplicationsQuery)
export class FindContractsOfApplicationsHandler implements IQueryHandler<FindContractsOfApplicationsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ applicationIds }: FindContractsOfApplicationsQuery): Promise<Map<string, string>> {
    if (applicationIds.length === 0) return new Map();
    const contracts = await this.em
      .fork()
      .find(Contract, { applicationId: { $in: [...applicationIds] } }, { fields: ['id', 'applicationId'] });
    return new Map(contracts.map((contract) => [contract.applicationId, contract.id]));
  }
}

@QueryHandler(CountActiveContractsQuery)
export class CountActiveContractsHandler implements IQueryHandler<CountActiveContractsQuery> {
  constructor(private readonly reads: ContractingReadRepository) {}

  execute({ userId }: CountActiveContractsQuery): Promise<number> {
    return this.reads.countActive(userId);
  }
}

@QueryHandler(ListRecentContractActivityQuery)
export class ListRecentContractActivityHandler implements IQueryHandler<ListRecentContractActivityQuery> {
  constructor(private readonly reads: ContractingReadRepository) {}

  async execute({ userId, limit }: ListRecentContractActivityQuery): Promise<ContractActivity[]> {
    const rows = await this.reads.recentActivity(userId, limit);
    return rows.map((row) => ({ ...row, at: new Date(row.at) }));
  }
}
