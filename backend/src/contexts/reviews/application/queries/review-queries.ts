import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { GetUserSummariesQuery, PartyView, toPartyView } from '../../../identity/public';
import { ReviewRow, ReviewsReadRepository } from '../../infrastructure/reviews-read-repository';
import { ListRecentReviewActivityQuery, ReviewActivity } from '../../public';

export type ReviewView = Omit<ReviewRow, 'createdAt' | 'publishedAt'> & {
  createdAt: Date;
  publishedAt: Date | null;
  /** 'waiting': hidden from everyone but its author until the other party reviews or the blind period ends. */
  status: 'published' | 'waiting';
  /** A suspended reviewer's review stays, marked. */
  reviewer: PartyView | null;
};

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

/** One review, as its author sees it. */
export class GetOwnReviewQuery extends Query<ReviewView> {
  constructor(
    readonly reviewId: string,
    readonly reviewerId: string,
  ) {
    super();
  }
}

async function toViews(queryBus: QueryBus, rows: ReviewRow[]): Promise<ReviewView[]> {
  const people = await queryBus.execute(new GetUserSummariesQuery(rows.map((row) => row.reviewerId)));
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    publishedAt: row.publishedAt === null ? null : new Date(row.publishedAt),
    status: row.publishedAt ? 'published' : 'waiting',
    reviewer: toPartyView(people.get(row.reviewerId)),
  }));
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

@QueryHandler(ListRecentReviewActivityQuery)
export class ListRecentReviewActivityHandler implements IQueryHandler<ListRecentReviewActivityQuery> {
  constructor(private readonly reads: ReviewsReadRepository) {}

  async execute({ userId, limit }: ListRecentReviewActivityQuery): Promise<ReviewActivity[]> {
    const rows = await this.reads.recentlyPublished(userId, limit);
    return rows.map(({ id, publishedAt, ...review }) => ({ reviewId: id, ...review, publishedAt: new Date(publishedAt) }));
  }
}
