import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ReviewsTables } from './reviews-read-repository';

/** The statements on trust_records, in the transaction they are given. */
@Injectable()
export class TrustRecordRepository {
  /** Creates the user's record, without a score, unless they have one. */
  async addUnlessExists(em: EntityManager, userId: string, now: Date): Promise<void> {
    await em
      .getKysely<ReviewsTables>()
      .insertInto('trust_records')
      .values({ user_id: userId, score: null, version: 0, updated_at: now })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}
