import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { Dispute, DisputeStatus, UNRESOLVED_DISPUTE_STATUSES } from '../../domain/dispute.entity';
import { ModerationReadRepository } from '../../infrastructure/moderation-read-repository';
import { FindDisputedContractsQuery } from '../../../contracting/public';
import { CountOpenDisputesQuery } from '../../public';
import { AdminDisputeView, DisputeView, toAdminDisputeViews, toDisputeView } from '../views';
import { ADMIN_PAGE_SIZE, AdminPage, listedAfter } from './admin-page';

/** The disputes on the user's contracts, whoever opened them, newest first, a page at a time. */
export class ListMyDisputesQuery extends Query<Page<DisputeView>> {
  constructor(
    readonly userId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

/** Disputes in these statuses for administrators, newest first, with who opened them. */
export class ListDisputesQuery extends Query<AdminDisputeView[]> {
  constructor(
    readonly statuses: readonly DisputeStatus[],
    readonly page: AdminPage,
  ) {
    super();
  }
}

@QueryHandler(ListMyDisputesQuery)
export class ListMyDisputesHandler implements IQueryHandler<ListMyDisputesQuery> {
  constructor(private readonly reads: ModerationReadRepository) {}

  async execute({ userId, page }: ListMyDisputesQuery): Promise<Page<DisputeView>> {
    const { items, nextCursor } = await this.reads.disputesPage(userId, page);
    return { items: items.map(toDisputeView), nextCursor };
  }
}

@QueryHandler(ListDisputesQuery)
export class ListDisputesHandler implements IQueryHandler<ListDisputesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ statuses, page }: ListDisputesQuery): Promise<AdminDisputeView[]> {
    const em = this.em.fork();
    const disputes = await em.find(
      Dispute,
      { status: { $in: [...statuses] }, ...(await listedAfter(em, Dispute, page.before)) },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: page.limit ?? ADMIN_PAGE_SIZE.default },
    );
    return toAdminDisputeViews(this.queryBus, disputes);
  }
}

@QueryHandler(CountOpenDisputesQuery)
export class CountOpenDisputesHandler implements IQueryHandler<CountOpenDisputesQuery> {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<number> {
    return this.em.fork().count(Dispute, { status: { $in: [...UNRESOLVED_DISPUTE_STATUSES] } });
  }
}

@QueryHandler(FindDisputedContractsQuery)
export class FindDisputedContractsHandler implements IQueryHandler<FindDisputedContractsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ contractIds }: FindDisputedContractsQuery): Promise<Set<string>> {
    if (contractIds.length === 0) return new Set();
    const disputes = await this.em
      .fork()
      .find(
        Dispute,
        { contractId: { $in: [...contractIds] }, status: { $in: [...UNRESOLVED_DISPUTE_STATUSES] } },
        { fields: ['contractId'] },
      );
    return new Set(disputes.map((dispute) => dispute.contractId));
  }
}
