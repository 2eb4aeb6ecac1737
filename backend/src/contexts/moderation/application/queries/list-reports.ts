import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Report, ReportStatus } from '../../domain/report.entity';
import { ADMIN_PAGE_SIZE, AdminPage, listedAfter } from '../admin-page';
import { AdminReportView, toAdminReportViews } from '../views';

/** Reports of one status for administrators, newest first, with their reporters. */
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
  ) {}

  async execute({ status, page }: ListReportsQuery): Promise<AdminReportView[]> {
    const em = this.em.fork();
    const reports = await em.find(
      Report,
      { status, ...(await listedAfter(em, Report, page.before)) },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: page.limit ?? ADMIN_PAGE_SIZE.default },
    );
    return toAdminReportViews(this.queryBus, reports);
  }
}
