import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock';
import { recordEvent } from '../../../platform/outbox/outbox';
import { AccountStanding, GetAccountStandingsQuery } from '../../identity/public';
import { TrustRecord } from '../domain/trust-record.entity';
import { TrustInputs, trustScore } from '../domain/trust-score';
import { ReviewsReadRepository } from '../infrastructure/reviews-read-repository';
import { TrustRecordRepository } from '../infrastructure/trust-record-repository';
import { TrustScoreChanged } from '../public';

/** Recomputes trust scores and announces them (identity keeps the copy every screen shows). */
@Injectable()
export class TrustScores {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
    private readonly reads: ReviewsReadRepository,
    private readonly records: TrustRecordRepository,
  ) {}

  /** Whether each user is verified and when they joined, read through identity's query before a transaction, as reads of other contexts are. */
  standingsOf(userIds: readonly string[]): Promise<Map<string, AccountStanding>> {
    return this.queryBus.execute(new GetAccountStandingsQuery(userIds));
  }

  /** Whether each user is verified. */
  async verificationOf(userIds: readonly string[]): Promise<Map<string, boolean>> {
    const standings = await this.standingsOf(userIds);
    return new Map(userIds.map((id) => [id, standings.get(id)?.isVerified ?? false]));
  }

  /** What the user's score is computed from, read in the caller's transaction when there is one. */
  async inputsOf(userId: string, verified: boolean): Promise<TrustInputs> {
    return { verified, contracts: await this.reads.scoredContracts(userId), reviews: await this.reads.scoredReviews(userId) };
  }

  /** The user's record, locked for this transaction; created on first use. */
  async recordOf(em: EntityManager, userId: string): Promise<TrustRecord> {
    await this.records.addUnlessExists(em, userId, this.clock.now());
    return em.findOneOrFail(TrustRecord, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /** Recomputes the user's score from what this context holds, in the caller's transaction (which the reads join). */
  async recompute(em: EntityManager, record: TrustRecord, verified: boolean): Promise<void> {
    record.score = trustScore(await this.inputsOf(record.userId, verified));
    record.version += 1;
    record.updatedAt = this.clock.now();
    recordEvent(em, new TrustScoreChanged(record.userId, record.score, record.version));
  }
}
