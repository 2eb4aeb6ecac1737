import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { ModerationReadRepository } from '../../infrastructure/moderation-read-repository';
import { ReportView, toReportView } from '../views';

/** The reports the user filed, newest first, a page at a time. */
export class ListMyReportsQuery extends Query<Page<ReportView>> {
  constructor(
    readonly reporterId: string,
    readonly page: PageRequest,
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
