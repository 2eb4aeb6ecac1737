import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EnforcementAction } from '../../domain/enforcement-action.entity';
import { EnforcementActionView, toEnforcementActionViews } from '../enforcement-view';
import { ADMIN_PAGE_SIZE, AdminPage, listedAfter } from '../admin-page';

/** Which actions a list holds: all, or those on one user, or answering one report or dispute (all that are given). */
export type EnforcementFilter = { userId?: string; reportId?: string; disputeId?: string };

/** Enforcement actions of any status, newest first, a page at a time. */
export class ListEnforcementActionsQuery extends Query<EnforcementActionView[]> {
  constructor(
    readonly filter: EnforcementFilter,
    readonly page: AdminPage,
  ) {
    super();
  }
}

@QueryHandler(ListEnforcementActionsQuery)
export class ListEnforcementActionsHandler implements IQueryHandler<ListEnforcementActionsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ filter, page }: ListEnforcementActionsQuery): Promise<EnforcementActionView[]> {
    const em = this.em.fork();
    const actions = await em.find(
      EnforcementAction,
      {
        $and: [
          ...(filter.userId ? [{ userId: filter.userId }] : []),
          ...(filter.reportId ? [{ reportId: filter.reportId }] : []),
          ...(filter.disputeId ? [{ disputeId: filter.disputeId }] : []),
          await listedAfter(em, EnforcementAction, page.before),
        ],
      },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: page.limit ?? ADMIN_PAGE_SIZE.default },
    );
    return toEnforcementActionViews(this.queryBus, actions);
  }
}
