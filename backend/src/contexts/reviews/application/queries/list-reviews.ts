import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { ReviewsReadRepository } from '../../infrastructure/reviews-read-repository';
import { ReviewView, toViews } from '../review-view';

/** Reviews of a user, newest first, a page at a time: the published ones, and the viewer's own still waiting. */
export class ListReviewsQuery extends Query<Page<ReviewView>> {
  constructor(
    readonly revieweeId: string,
    readonly viewerId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListReviewsQuery)
export class ListReviewsHandler implements IQueryHandler<ListReviewsQuery> {
  constructor(
    private readonly reads: ReviewsReadRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ revieweeId, viewerId, page }: ListReviewsQuery): Promise<Page<ReviewView>> {
    const { items, nextCursor } = await this.reads.reviewsPage(revieweeId, viewerId, page);
    return { items: await toViews(this.queryBus, items), nextCursor };
  }
}
