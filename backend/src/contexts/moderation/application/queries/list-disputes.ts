import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Dispute, DisputeStatus } from '../../domain/dispute.entity';
import { ADMIN_PAGE_SIZE, AdminPage, listedAfter } from '../admin-page';
import { AdminDisputeView, toAdminDisputeViews } from '../views';

/** Disputes in these statuses for administrators, newest first, with who opened them. */
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
