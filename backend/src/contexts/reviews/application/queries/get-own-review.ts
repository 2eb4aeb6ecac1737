import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ReviewsReadRepository } from '../../infrastructure/reviews-read-repository';
import { ReviewView, toViews } from '../review-view';

/** One review, as its author sees it. */
export class GetOwnReviewQuery extends Query<ReviewView> {
  constructor(
    readonly reviewId: string,
    readonly reviewerId: string,
  ) {
    super();
  }
}

@QueryHandler(GetOwnReviewQuery)
export class GetOwnReviewHandler implements IQueryHandler<GetOwnReviewQuery> {
  constructor(
    private readonly reads: ReviewsReadRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ reviewId, reviewerId }: GetOwnReviewQuery): Promise<ReviewView> {
    const row = await this.reads.ownReview(reviewId, reviewerId);
    const [view] = await toViews(this.queryBus, row ? [row] : []);
    return view;
  }
}
