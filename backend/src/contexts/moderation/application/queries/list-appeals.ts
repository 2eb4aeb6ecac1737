import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { AppealStatus } from '../../domain/appeal.entity';
import { AppealsReadRepository } from '../../infrastructure/appeals-read-repository';
import { AdminAppealView, toAdminAppealViews } from '../appeal-views';
import { AdminQueues } from '../../../../platform/admin-queues/admin-queues';

/**
 * The appeals queue (decision 0065): pending appeals oldest first (first filed, first decided),
 * decided ones newest first; a page at a time.
 */
export class ListAppealsQuery extends Query<Page<AdminAppealView>> {
  constructor(
    readonly status: AppealStatus,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListAppealsQuery)
export class ListAppealsHandler implements IQueryHandler<ListAppealsQuery> {
  constructor(
    private readonly reads: AppealsReadRepository,
    private readonly queryBus: QueryBus,
    private readonly queues: AdminQueues,
  ) {}

  async execute({ status, page }: ListAppealsQuery): Promise<Page<AdminAppealView>> {
    const { items, nextCursor } = await this.reads.appealsPage(status, page, status === 'pending' ? 'oldest' : 'newest');
    return { items: await toAdminAppealViews(this.queryBus, this.queues, items, await this.reads.actionsOf(items)), nextCursor };
  }
}
