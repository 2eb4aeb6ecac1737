import { AdminQueues } from '../../../../platform/admin-queues/admin-queues';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import type { ReviewStatus } from '../../domain/safety-review.entity';
import { SafetyReadRepository } from '../../infrastructure/safety-read-repository';
import { AdminSafetyReviewView, toAdminSafetyReviewViews } from '../views';

/** The Safety queue: open reviews (held texts and contested warnings) oldest first, or decided ones of a status newest first. */
export class ListSafetyReviewsQuery extends Query<Page<AdminSafetyReviewView>> {
  constructor(
    readonly status: ReviewStatus | 'open',
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListSafetyReviewsQuery)
export class ListSafetyReviewsHandler implements IQueryHandler<ListSafetyReviewsQuery> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly reads: SafetyReadRepository,
    private readonly queues: AdminQueues,
  ) {}

  async execute({ status, page }: ListSafetyReviewsQuery): Promise<Page<AdminSafetyReviewView>> {
    const { items, nextCursor } = await this.reads.reviewsPage(status, page);
    return { items: await toAdminSafetyReviewViews(this.queryBus, this.reads, this.queues, items), nextCursor };
  }
}
