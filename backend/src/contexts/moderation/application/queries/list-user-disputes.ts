import { AdminQueues } from '../../../../platform/admin-queues/admin-queues';
import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Dispute } from '../../domain/dispute.entity';
import { ADMIN_PAGE_SIZE, AdminPage, listedAfter } from '../admin-page';
import { assertUserExists } from '../assert-user-exists';
import { AdminDisputeView, toAdminDisputeViews } from '../views';

/** The disputes on a user's contracts, on either side, whoever opened them, newest first, a page at a time. */
export class ListUserDisputesQuery extends Query<AdminDisputeView[]> {
  constructor(
    readonly userId: string,
    readonly page: AdminPage,
  ) {
    super();
  }
}

@QueryHandler(ListUserDisputesQuery)
export class ListUserDisputesHandler implements IQueryHandler<ListUserDisputesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly queues: AdminQueues,
  ) {}

  async execute({ userId, page }: ListUserDisputesQuery): Promise<AdminDisputeView[]> {
    await assertUserExists(this.queryBus, userId);
    const em = this.em.fork();
    const disputes = await em.find(
      Dispute,
      { $and: [{ $or: [{ clientId: userId }, { freelancerId: userId }] }, await listedAfter(em, Dispute, page.before)] },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: page.limit ?? ADMIN_PAGE_SIZE.default },
    );
    return toAdminDisputeViews(this.queryBus, this.queues, disputes);
  }
}
