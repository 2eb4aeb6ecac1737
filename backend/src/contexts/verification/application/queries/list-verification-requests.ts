import { AdminQueues } from '../../../../platform/admin-queues/admin-queues';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { VerificationStatus } from '../../domain/verification-request.entity';
import { VerificationReadRepository } from '../../infrastructure/verification-read-repository';
import { AdminVerificationView, toAdminViews } from '../verification-views';

/**
 * Requests of a status for administrators, a page at a time: pending oldest first (first come,
 * first reviewed), decided newest first.
 */
export class ListVerificationRequestsQuery extends Query<Page<AdminVerificationView>> {
  constructor(
    readonly status: VerificationStatus,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListVerificationRequestsQuery)
export class ListVerificationRequestsHandler implements IQueryHandler<ListVerificationRequestsQuery> {
  constructor(
    private readonly reads: VerificationReadRepository,
    private readonly queryBus: QueryBus,
    private readonly queues: AdminQueues,
  ) {}

  async execute({ status, page }: ListVerificationRequestsQuery): Promise<Page<AdminVerificationView>> {
    const { items, nextCursor } = await this.reads.requestsPage(status, page, status === 'pending' ? 'oldest' : 'newest');
    return { items: await toAdminViews(this.queryBus, this.queues, items), nextCursor };
  }
}
