import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock';
import { recordEvent } from '../../../platform/outbox/outbox';
import { GetUserSummariesQuery } from '../../identity/public';
import { TrustRecord } from '../domain/trust-record.entity';
import { trustScore } from '../domain/trust-score';
import { ReviewsReadRepository, ReviewsTables } from '../infrastructure/reviews-read-repository';
import { TrustScoreChanged } from '../public';

/** Recomputes trust scores and announces them (identity keeps the copy every screen shows). */
@Injectable()
export class TrustScores {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
    private readonly reads: ReviewsReadRepository,
  ) {}

  /** Whether each user is verified, read through identity's query before a transaction, as reads of other contexts are. */
  async verificationOf(userIds: readonly string[]): Promise<Map<string, boolean>> {
    const people = await this.queryBus.execute(new GetUserSummariesQuery(userIds));
    return new Map(userIds.map((id) => [id, people.get(id)?.isVerified ?? false]));
  }

  /** The user's record, locked for this transaction; created on first use. */
  async recordOf(em: EntityManager, userId: string): Promise<TrustRecord> {
    await em
      .getKysely<ReviewsTables>()
      .insertInto('trust_records')
      .values({ user_id: userId, completed_contracts: 0, score: null, version: 0, updated_at: this.clock.now() })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    return em.findOneOrFail(TrustRecord, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /** Recomputes the user's score from the published reviews and the record, in the caller's transaction (which the read joins). */
  async recompute(em: EntityManager, record: TrustRecord, verified: boolean): Promise<void> {
    const reviews = await this.reads.publishedRatings(record.userId);
    record.score = trustScore({
      verified,
      reviewCount: reviews.count,
      ratingSum: reviews.sum,
      completedContracts: record.completedContracts,
    });
    record.version += 1;
    record.updatedAt = this.clock.now();
    recordEvent(em, new TrustScoreChanged(record.userId, record.score, record.version));
  }
}
