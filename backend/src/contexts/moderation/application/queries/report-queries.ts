import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Report, ReportStatus } from '../../domain/report.entity';
import { CountActiveReportsQuery } from '../../public';
import { AdminReportView, ReportView, toAdminReportViews, toReportView } from '../views';
import { ADMIN_PAGE_SIZE, AdminPage, listedAfter } from './admin-page';

/** Most reports "my reports" lists; far more than anyone files. */
const MY_REPORTS_LIMIT = 200;

/** The reports the user filed, newest first. */
export class ListMyReportsQuery extends Query<ReportView[]> {
  constructor(readonly reporterId: string) {
    super();
  }
}

/** Reports of one status for administrators, newest first, with their reporters. */
export class ListReportsQuery extends Query<AdminReportView[]> {
  constructor(
    readonly status: ReportStatus,
    readonly page: AdminPage,
  ) {
    super();
  }
}

@QueryHandler(ListMyReportsQuery)
export class ListMyReportsHandler implements IQueryHandler<ListMyReportsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ reporterId }: ListMyReportsQuery): Promise<ReportView[]> {
    const reports = await this.em
      .fork()
      .find(Report, { reporterId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MY_REPORTS_LIMIT });
    return reports.map(toReportView);
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

@QueryHandler(CountActiveReportsQuery)
export class CountActiveReportsHandler implements IQueryHandler<CountActiveReportsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<number> {
    return this.em.fork().count(Report, { status: 'pending' });
  }
}
