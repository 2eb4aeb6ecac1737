import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { readRows } from '../../../../platform/database/read-rows';
import { keysetPage, Page, PageRequest, toKeysetPage } from '../../../../platform/paging/keyset-page';
import { GetUserSummariesQuery, PersonView, toPersonView } from '../../../identity/public';
import { ListRecentReviewActivityQuery, ReviewActivity } from '../../public';

export type ReviewView = {
  id: string;
  contractId: string;
  reviewerId: string;
  revieweeId: string;
  rating: number;
  comment: string;
  createdAt: Date;
  publishedAt: Date | null;
  /** 'waiting': hidden from everyone but its author until the other party reviews or the blind period ends. */
  status: 'published' | 'waiting';
  reviewer: PersonView | null;
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

type ReviewRow = {
  id: string;
  contract_id: string;
  reviewer_id: string;
  reviewee_id: string;
  rating: number;
  comment: string;
  created_at: Date;
  published_at: Date | null;
};

const REVIEW_COLUMNS = 'id, contract_id, reviewer_id, reviewee_id, rating, comment, created_at, published_at';

async function toViews(queryBus: QueryBus, rows: ReviewRow[]): Promise<ReviewView[]> {
  const people = await queryBus.execute(new GetUserSummariesQuery(rows.map((row) => row.reviewer_id)));
  return rows.map((row) => ({
    id: row.id,
    contractId: row.contract_id,
    reviewerId: row.reviewer_id,
    revieweeId: row.reviewee_id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.created_at,
    publishedAt: row.published_at,
    status: row.published_at ? 'published' : 'waiting',
    reviewer: toPersonView(people.get(row.reviewer_id)),
  }));
}

@QueryHandler(ListReviewsQuery)
export class ListReviewsHandler implements IQueryHandler<ListReviewsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ revieweeId, viewerId, page }: ListReviewsQuery): Promise<Page<ReviewView>> {
    const keyset = keysetPage(page, { at: 'created_at', id: 'id' });
    const rows = await readRows<ReviewRow & { created_at_key: string }>(
      this.em,
      `select ${REVIEW_COLUMNS}, created_at::text as created_at_key from reviews
       where reviewee_id = ? and (published_at is not null or reviewer_id = ?) and ${keyset.where}
       ${keyset.orderAndLimit}`,
      [revieweeId, viewerId, ...keyset.whereParams, ...keyset.limitParams],
    );
    const { items, nextCursor } = toKeysetPage(rows, page, (row) => ({ at: row.created_at_key, id: row.id }));
    return { items: await toViews(this.queryBus, items), nextCursor };
  }
}

@QueryHandler(GetOwnReviewQuery)
export class GetOwnReviewHandler implements IQueryHandler<GetOwnReviewQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ reviewId, reviewerId }: GetOwnReviewQuery): Promise<ReviewView> {
    const rows = await readRows<ReviewRow>(this.em, `select ${REVIEW_COLUMNS} from reviews where id = ? and reviewer_id = ?`, [
      reviewId,
      reviewerId,
    ]);
    const [view] = await toViews(this.queryBus, rows);
    return view;
  }
}

@QueryHandler(ListRecentReviewActivityQuery)
export class ListRecentReviewActivityHandler implements IQueryHandler<ListRecentReviewActivityQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, limit }: ListRecentReviewActivityQuery): Promise<ReviewActivity[]> {
    const rows = await readRows<{ id: string; contract_id: string; reviewer_id: string; rating: number; published_at: Date }>(
      this.em,
      `select id, contract_id, reviewer_id, rating, published_at from reviews
       where reviewee_id = ? and published_at is not null
       order by published_at desc, id desc limit ?`,
      [userId, limit],
    );
    return rows.map((row) => ({
      reviewId: row.id,
      contractId: row.contract_id,
      reviewerId: row.reviewer_id,
      rating: row.rating,
      publishedAt: new Date(row.published_at),
    }));
  }
}
