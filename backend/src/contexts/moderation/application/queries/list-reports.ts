import { AdminQueues } from '../../../../platform/admin-queues/admin-queues';
import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Report, ReportStatus } from '../../domain/report.entity';
import { ADMIN_PAGE_SIZE, AdminPage, adminListOrderBy, listedAfter } from '../admin-page';
import { AdminReportView, toAdminReportViews } from '../views';

/** Reports of one status for administrators, with their reporters: pending oldest first, decided newest first. */
export class ListReportsQuery extends Query<AdminReportView[]> {
  constructor(
    readonly status: ReportStatus,
    readonly page: AdminPage,
  ) {
    super();
  }
}

@QueryHandler(ListReportsQuery)
export class ListReportsHandler implements IQueryHandler<ListReportsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly queues: AdminQueues,
  ) {}

  async execute({ status, page }: ListReportsQuery): Promise<AdminReportView[]> {
    const em = this.em.fork();
    // The queue runs oldest first (what has waited longest comes first); decided reports newest first.
    const order = status === 'pending' ? 'oldest' : 'newest';
    const reports = await em.find(
      Report,
      { status, ...(await listedAfter(em, Report, page.before, order)) },
      { orderBy: adminListOrderBy(order), limit: page.limit ?? ADMIN_PAGE_SIZE.default },
    );
    return toAdminReportViews(this.queryBus, this.queues, reports);
  }
}
