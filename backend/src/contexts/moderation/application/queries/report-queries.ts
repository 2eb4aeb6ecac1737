import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { Report, ReportStatus } from '../../domain/report.entity';
import { ModerationReadRepository } from '../../infrastructure/moderation-read-repository';
import { CountActiveReportsQuery } from '../../public';
import { AdminReportView, ReportView, toAdminReportViews, toReportView } from '../views';
import { ADMIN_PAGE_SIZE, AdminPage, listedAfter } from './admin-page';

/** The reports the user filed, newest first, a page at a time. */
export class ListMyReportsQuery extends Query<Page<ReportView>> {
  constructor(
    readonly reporterId: string,
    readonly page: PageRequest,
  ) {
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
  constructor(private readonly reads: ModerationReadRepository) {}

  async execute({ reporterId, page }: ListMyReportsQuery): Promise<Page<ReportView>> {
    const { items, nextCursor } = await this.reads.reportsPage(reporterId, page);
    return { items: items.map(toReportView), nextCursor };
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
