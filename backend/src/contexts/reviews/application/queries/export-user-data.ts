import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { everyRow, isoTimestamp, isoTimestampOrNull } from '../../../../platform/paging/every-row';
import type { ReviewsTables } from '../../infrastructure/reviews-read-repository';

/** A review the user wrote or received, as their data export lists it. */
export type ExportedReview = {
  id: string;
  contractId: string;
  reviewerId: string;
  revieweeId: string;
  rating: number;
  comment: string;
  createdAt: string;
  /** null while hidden by the double-blind rule. */
  publishedAt: string | null;
};

/**
 * The reviews the user wrote ('given', hidden ones too: they are the user's own words) or received
 * ('received', published ones only: a hidden review is not theirs to read yet), oldest first, read
 * a page at a time as the caller iterates.
 */
export class ExportReviewsQuery extends Query<AsyncIterable<ExportedReview>> {
  constructor(
    readonly userId: string,
    readonly side: 'given' | 'received',
  ) {
    super();
  }
}

@QueryHandler(ExportReviewsQuery)
export class ExportReviewsHandler implements IQueryHandler<ExportReviewsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, side }: ExportReviewsQuery): Promise<AsyncIterable<ExportedReview>> {
    const reviews = this.em
      .getKysely<ReviewsTables>()
      .selectFrom('reviews')
      .select([
        'id',
        'contract_id as contractId',
        'reviewer_id as reviewerId',
        'reviewee_id as revieweeId',
        'rating',
        'comment',
        'created_at as createdAt',
        'published_at as publishedAt',
      ]);
    return everyRow(
      side === 'given'
        ? reviews.where('reviewer_id', '=', userId)
        : reviews.where('reviewee_id', '=', userId).where('published_at', 'is not', null),
      (eb) => ({ at: eb.ref('created_at'), id: eb.ref('id') }),
      (row) => ({ at: row.createdAt, id: row.id }),
      (row) => ({ ...row, createdAt: isoTimestamp(row.createdAt), publishedAt: isoTimestampOrNull(row.publishedAt) }),
    );
  }
}
