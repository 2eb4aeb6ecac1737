import { AdminQueues } from '../../../../platform/admin-queues/admin-queues';
import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Dispute, DisputeStatus } from '../../domain/dispute.entity';
import { ADMIN_PAGE_SIZE, AdminPage, adminListOrderBy, listedAfter } from '../admin-page';
import { AdminDisputeView, toAdminDisputeViews } from '../views';

/** Disputes in these statuses for administrators, with who opened them: unresolved oldest first, resolved newest first. */
export class ListDisputesQuery extends Query<AdminDisputeView[]> {
  constructor(
    readonly statuses: readonly DisputeStatus[],
    readonly page: AdminPage,
  ) {
    super();
  }
}

@QueryHandler(ListDisputesQuery)
export class ListDisputesHandler implements IQueryHandler<ListDisputesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly queues: AdminQueues,
  ) {}

  async execute({ statuses, page }: ListDisputesQuery): Promise<AdminDisputeView[]> {
    const em = this.em.fork();
    // The queue (disputes not yet resolved) runs oldest first; resolved ones newest first.
    const order = statuses.includes('resolved') ? 'newest' : 'oldest';
    const disputes = await em.find(
      Dispute,
      { status: { $in: [...statuses] }, ...(await listedAfter(em, Dispute, page.before, order)) },
      { orderBy: adminListOrderBy(order), limit: page.limit ?? ADMIN_PAGE_SIZE.default },
    );
    return toAdminDisputeViews(this.queryBus, this.queues, disputes);
  }
}
