import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock';
import { recordEvent } from '../../../platform/outbox/outbox';
import { GetUserSummariesQuery } from '../../identity/public';
import { TrustRecord } from '../domain/trust-record.entity';
import { trustScore } from '../domain/trust-score';
import { TrustScoreChanged } from '../public';

/** Recomputes trust scores and announces them (identity keeps the copy every screen shows). */
@Injectable()
export class TrustScores {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  /** Whether each user is verified, read before a transaction (identity's query takes a connection of its own). */
  async verificationOf(userIds: readonly string[]): Promise<Map<string, boolean>> {
    const people = await this.queryBus.execute(new GetUserSummariesQuery(userIds));
    return new Map(userIds.map((id) => [id, people.get(id)?.isVerified ?? false]));
  }

  /** The user's record, locked for this transaction; created on first use. */
  async recordOf(em: EntityManager, userId: string): Promise<TrustRecord> {
    await em.execute(
      'insert into trust_records (user_id, completed_contracts, score, version, updated_at) values (?, 0, null, 0, ?) on conflict do nothing',
      [userId, this.clock.now()],
    );
    return em.findOneOrFail(TrustRecord, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /** Recomputes the user's score from the published reviews and the record, in the caller's transaction. */
  async recompute(em: EntityManager, record: TrustRecord, verified: boolean): Promise<void> {
    const [reviews] = await em.execute<{ count: number; sum: number }[]>(
      'select count(*)::int as count, coalesce(sum(rating), 0)::int as sum from reviews where reviewee_id = ? and published_at is not null',
      [record.userId],
    );
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
