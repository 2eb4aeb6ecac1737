import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ExpressionBuilder, Kysely } from 'kysely';
import type { Tables } from '../../../platform/database/tables';
import { everyRow, isoTimestamp, isoTimestampOrNull } from '../../../platform/paging/every-row';
import { keysetPage, Page, PageRequest, toKeysetPage } from '../../../platform/paging/keyset-page';
import type { ScoredContract, ScoredReview } from '../domain/trust-score';

/** The tables reviews owns, the only ones its reads and writes name. */
export type ReviewsTables = Pick<Tables, 'reviews' | 'trust_records' | 'trust_contracts'>;

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

  /** The user's completed contracts, each with the other party as they stood when it completed. */
  async scoredContracts(userId: string): Promise<ScoredContract[]> {
    const rows = await this.db
      .selectFrom('trust_contracts')
      .select((eb) => [
        'contract_id as contractId',
        'started_at as startedAt',
        'completed_at as completedAt',
        eb.case().when('client_id', '=', userId).then(eb.ref('freelancer_id')).else(eb.ref('client_id')).end().as('counterpartyId'),
        eb
          .case()
          .when('client_id', '=', userId)
          .then(eb.ref('freelancer_verified'))
          .else(eb.ref('client_verified'))
          .end()
          .as('counterpartyVerified'),
        eb
          .case()
          .when('client_id', '=', userId)
          .then(eb.ref('freelancer_joined_at'))
          .else(eb.ref('client_joined_at'))
          .end()
          .as('counterpartyJoinedAt'),
      ])
      .where((eb) => eb.or([eb('client_id', '=', userId), eb('freelancer_id', '=', userId)]))
      .$narrowType<{ counterpartyId: string; counterpartyVerified: boolean }>()
      .execute();
    return rows.map((row) => ({
      ...row,
      startedAt: new Date(row.startedAt),
      completedAt: new Date(row.completedAt),
      counterpartyJoinedAt: row.counterpartyJoinedAt === null ? null : new Date(row.counterpartyJoinedAt),
    }));
  }

  /** The published reviews the user received, as the score counts them. */
  scoredReviews(revieweeId: string): Promise<ScoredReview[]> {
    return this.publishedReviewsOf(revieweeId).select(['contract_id as contractId', 'reviewer_id as reviewerId', 'rating']).execute();
  }

  /** Up to `limit` users, in id order after `after`, with a score, a counted contract or a review received. */
  async scoredUsers(after: string | null, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom((eb) =>
        eb
          .selectFrom('trust_records')
          .select('user_id as userId')
          .union(eb.selectFrom('trust_contracts').select('client_id as userId'))
          .union(eb.selectFrom('trust_contracts').select('freelancer_id as userId'))
          .union(eb.selectFrom('reviews').select('reviewee_id as userId'))
          .as('scored'),
      )
      .select('userId')
      .$if(after !== null, (query) => query.where('userId', '>', after as string))
      .orderBy('userId')
      .limit(limit)
      .execute();
    return rows.map(({ userId }) => userId);
  }

  /**
   * The reviews the user wrote ('given', hidden ones too: they are the user's own words) or received
   * ('received', published ones only: a hidden review is not theirs to read yet), oldest first, read
   * a page at a time as the caller iterates.
   */
  exportedReviews(userId: string, side: 'given' | 'received'): AsyncIterable<ExportedReview> {
    const reviews = this.db
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
