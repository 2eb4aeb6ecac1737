import { AdminQueues } from '../../../../platform/admin-queues/admin-queues';
import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Report } from '../../domain/report.entity';
import { assertUserExists } from '../assert-user-exists';
import { AdminReportView, toAdminReportViews } from '../views';

/** How many reports of each list a user's page shows: the newest. */
export const USER_REPORTS_SHOWN = 50;

export type UserReportsView = { filed: AdminReportView[]; against: AdminReportView[] };

/**
 * The reports a user filed and the reports against them (on them, one of their job posts or one
 * of the messages they sent), the newest USER_REPORTS_SHOWN of each, any status (decision 0036).
 */
export class GetUserReportsQuery extends Query<UserReportsView> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetUserReportsQuery)
export class GetUserReportsHandler implements IQueryHandler<GetUserReportsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly queues: AdminQueues,
  ) {}

  async execute({ userId }: GetUserReportsQuery): Promise<UserReportsView> {
    await assertUserExists(this.queryBus, userId);
    const em = this.em.fork();
    const newest = { orderBy: { createdAt: 'desc', id: 'desc' }, limit: USER_REPORTS_SHOWN } as const;
    const [filed, against] = await Promise.all([
      em.find(Report, { reporterId: userId }, newest),
      em.find(Report, { targetUserId: userId }, newest),
    ]);
    // One lookup of the people and the job titles for both lists.
    const views = new Map((await toAdminReportViews(this.queryBus, this.queues, [...filed, ...against])).map((view) => [view.id, view]));
    return { filed: filed.map((report) => views.get(report.id)!), against: against.map((report) => views.get(report.id)!) };
  }
}
