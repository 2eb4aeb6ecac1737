import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReviewsReadRepository } from '../../infrastructure/reviews-read-repository';
import { ListRecentReviewActivityQuery, ReviewActivity } from '../../public';

@QueryHandler(ListRecentReviewActivityQuery)
export class ListRecentReviewActivityHandler implements IQueryHandler<ListRecentReviewActivityQuery> {
  constructor(private readonly reads: ReviewsReadRepository) {}

  async execute({ userId, limit }: ListRecentReviewActivityQuery): Promise<ReviewActivity[]> {
    const rows = await this.reads.recentlyPublished(userId, limit);
    return rows.map(({ id, publishedAt, ...review }) => ({ reviewId: id, ...review, publishedAt: new Date(publishedAt) }));
  }
}
