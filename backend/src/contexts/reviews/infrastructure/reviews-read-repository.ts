import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ExpressionBuilder, Kysely } from 'kysely';
import { countRows } from '../../../platform/database/count-rows';
import type { Tables } from '../../../platform/database/tables';
import { keysetPage, Page, PageRequest, toKeysetPage } from '../../../platform/paging/keyset-page';

/** The tables reviews owns, the only ones its reads and writes name. */
export type ReviewsTables = Pick<Tables, 'reviews' | 'trust_records'>;

/** A review as its views read it: timestamps in PostgreSQL's text form. */
export type ReviewRow = {
  id: string;
  contractId: string;
  reviewerId: string;
  revieweeId: string;
  rating: number;
  comment: string;
  createdAt: string;
  publishedAt: string | null;
};

/** Every read of reviews' tables, written with the typed query builder. */
@Injectable()
export class ReviewsReadRepository {
  constructor(private readonly em: EntityManager) {}

  /** Bound to the caller's transaction when there is one. */
  private get db(): Kysely<ReviewsTables> {
    return this.em.getKysely<ReviewsTables>();
  }

  /** Reviews of `revieweeId` newest first: the published ones, and the viewer's own still waiting. */
  async reviewsPage(revieweeId: string, viewerId: string, page: PageRequest): Promise<Page<ReviewRow>> {
    const rows = await keysetPage(
      this.db
        .selectFrom('reviews')
        .select(reviewColumns)
        .where('reviewee_id', '=', revieweeId)
        .where((eb) => eb.or([eb('published_at', 'is not', null), eb('reviewer_id', '=', viewerId)])),
      page,
      (eb) => ({ at: eb.ref('reviews.created_at'), id: eb.ref('reviews.id') }),
    ).execute();
    return toKeysetPage(rows, page, (row) => ({ at: row.createdAt, id: row.id }));
  }

  /** The review, if `reviewerId` wrote it. */
  ownReview(reviewId: string, reviewerId: string): Promise<ReviewRow | undefined> {
    return this.db
      .selectFrom('reviews')
      .select(reviewColumns)
      .where('id', '=', reviewId)
      .where('reviewer_id', '=', reviewerId)
      .executeTakeFirst();
  }

  /** Up to `limit` published reviews of the user, most recently published first. */
  recentlyPublished(revieweeId: string, limit: number) {
    return this.publishedReviewsOf(revieweeId)
      .select(['id', 'contract_id as contractId', 'reviewer_id as reviewerId', 'rating', 'published_at as publishedAt'])
      .$narrowType<{ publishedAt: string }>()
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** How many published reviews the user received, and the sum of their ratings. */
  publishedRatings(revieweeId: string): Promise<{ count: number; sum: number }> {
    return this.publishedReviewsOf(revieweeId)
      .select((eb) => [countRows(eb).as('count'), ratingSum(eb).as('sum')])
      .executeTakeFirstOrThrow();
  }

  /** What the user's trust score is computed from, in one statement: their published ratings and the contracts their record counts. */
  scoreInputs(userId: string): Promise<{ reviewCount: number; ratingSum: number; completedContracts: number }> {
    return this.publishedReviewsOf(userId)
      .select((eb) => [
        countRows(eb).as('reviewCount'),
        ratingSum(eb).as('ratingSum'),
        eb.fn
          .coalesce(eb.selectFrom('trust_records').select('completed_contracts').where('user_id', '=', userId).$asScalar(), eb.lit(0))
          .as('completedContracts'),
      ])
      .executeTakeFirstOrThrow();
  }

  /** The published reviews the user received. */
  private publishedReviewsOf(revieweeId: string) {
    return this.db.selectFrom('reviews').where('reviewee_id', '=', revieweeId).where('published_at', 'is not', null);
  }
}

/** The columns of a ReviewRow. */
function reviewColumns(eb: ExpressionBuilder<ReviewsTables, 'reviews'>) {
  return [
    eb.ref('id').as('id'),
    eb.ref('contract_id').as('contractId'),
    eb.ref('reviewer_id').as('reviewerId'),
    eb.ref('reviewee_id').as('revieweeId'),
    eb.ref('rating').as('rating'),
    eb.ref('comment').as('comment'),
    eb.ref('created_at').as('createdAt'),
    eb.ref('published_at').as('publishedAt'),
  ];
}

/** The ratings' sum as a number: sum() of a smallint is a bigint, which pg hands over as a string. */
function ratingSum(eb: ExpressionBuilder<ReviewsTables, 'reviews'>) {
  return eb.cast<number>(eb.fn.coalesce(eb.fn.sum('rating'), eb.lit(0)), 'integer');
}
