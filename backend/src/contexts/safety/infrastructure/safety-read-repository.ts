import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Kysely } from 'kysely';
import { countRows } from '../../../platform/database/count-rows';
import type { Tables } from '../../../platform/database/tables';
import { findEntityPage } from '../../../platform/paging/entity-page';
import { everyRow, isoTimestamp, isoTimestampOrNull } from '../../../platform/paging/every-row';
import { Page, PageRequest } from '../../../platform/paging/keyset-page';
import { anyOf } from '../../../platform/database/any-of';
import { OPEN_REVIEW_STATUSES, type ReviewStatus, SafetyReview } from '../domain/safety-review.entity';

/** The tables safety owns, the only ones its reads and writes name. */
export type SafetyTables = Pick<Tables, 'safety_reviews'>;

/** How often each author's texts were flagged before, by what became of them. */
export type AuthorHistory = { held: number; warned: number; released: number; removed: number };

/** A review of the user's texts, as their data export lists it. */
export type ExportedSafetyReview = {
  contentKind: string;
  contentId: string;
  verdict: string;
  reasons: unknown;
  text: string;
  status: string;
  contestNote: string | null;
  decisionNote: string | null;
  createdAt: string;
  decidedAt: string | null;
};

/** Every read of safety's tables, written with the typed query builder. */
@Injectable()
export class SafetyReadRepository {
  constructor(private readonly em: EntityManager) {}

  /** Bound to the caller's transaction when there is one. */
  private get db(): Kysely<SafetyTables> {
    return this.em.getKysely<SafetyTables>();
  }

  /** Reviews of one status ('open': held and contested), the oldest waiting first; decided ones newest first. */
  reviewsPage(status: ReviewStatus | 'open', page: PageRequest): Promise<Page<SafetyReview>> {
    const statuses = status === 'open' ? OPEN_REVIEW_STATUSES : [status];
    return findEntityPage(this.em, SafetyReview, 'safety_reviews', (eb) => eb('status', '=', anyOf(eb, statuses)), page, {
      order: status === 'open' ? 'oldest' : 'newest',
    });
  }

  /** Each author's earlier flagged texts, counted by what became of them. */
  async historiesOf(authorIds: readonly string[]): Promise<Map<string, AuthorHistory>> {
    if (authorIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('safety_reviews')
      .select((eb) => ['author_id as authorId', 'verdict', 'status', countRows(eb).as('count')])
      .where((eb) => eb('author_id', '=', anyOf(eb, authorIds)))
      .groupBy(['author_id', 'verdict', 'status'])
      .execute();
    const histories = new Map(authorIds.map((id) => [id, { held: 0, warned: 0, released: 0, removed: 0 }]));
    for (const { authorId, verdict, status, count } of rows) {
      const history = histories.get(authorId)!;
      if (verdict === 'hold') history.held += count;
      else history.warned += count;
      if (status === 'released') history.released += count;
      if (status === 'removed') history.removed += count;
    }
    return histories;
  }

  /** Every review of the user's texts, oldest first, read a page at a time as the caller iterates. */
  exportedReviews(userId: string): AsyncIterable<ExportedSafetyReview> {
    return everyRow(
      this.db
        .selectFrom('safety_reviews')
        .select([
          'id',
          'content_kind as contentKind',
          'content_id as contentId',
          'verdict',
          'reasons',
          'text',
          'status',
          'contest_note as contestNote',
          'decision_note as decisionNote',
          'created_at as createdAt',
          'decided_at as decidedAt',
        ])
        .where('author_id', '=', userId),
      (eb) => ({ at: eb.ref('created_at'), id: eb.ref('id') }),
      (row) => ({ at: row.createdAt, id: row.id }),
      ({ id: _id, ...row }) => ({ ...row, createdAt: isoTimestamp(row.createdAt), decidedAt: isoTimestampOrNull(row.decidedAt) }),
    );
  }
}
