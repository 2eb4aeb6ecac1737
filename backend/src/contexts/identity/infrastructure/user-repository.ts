import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { IdentityTables } from './identity-read-repository';

/** The writes of the users table that other contexts' events make, in the delivery's transaction (`em`). */
@Injectable()
export class UserRepository {
  /** The freelancer has one more completed job. */
  async countCompletedJob(em: EntityManager, freelancerId: string): Promise<void> {
    await em
      .getKysely<IdentityTables>()
      .updateTable('users')
      .set((eb) => ({ completed_jobs_count: eb('completed_jobs_count', '+', 1) }))
      .where('id', '=', freelancerId)
      .execute();
  }

  /** The client has one more contract completed as the client. */
  async countCompletedHire(em: EntityManager, clientId: string): Promise<void> {
    await em
      .getKysely<IdentityTables>()
      .updateTable('users')
      .set((eb) => ({ completed_hires_count: eb('completed_hires_count', '+', 1) }))
      .where('id', '=', clientId)
      .execute();
  }

  /** Keeps this computation of the user's trust score, unless a newer one (a higher version) is kept already. */
  async keepTrustScore(em: EntityManager, userId: string, score: number | null, version: number): Promise<void> {
    await em
      .getKysely<IdentityTables>()
      .updateTable('users')
      .set({ trust_score: score, trust_score_version: version })
      .where('id', '=', userId)
      .where('trust_score_version', '<', version)
      .execute();
  }

  /** One more published review of the user, with this rating. */
  async countReview(em: EntityManager, revieweeId: string, rating: number): Promise<void> {
    await em
      .getKysely<IdentityTables>()
      .updateTable('users')
      .set((eb) => ({ review_count: eb('review_count', '+', 1), review_rating_sum: eb('review_rating_sum', '+', rating) }))
      .where('id', '=', revieweeId)
      .execute();
  }

  /** Gives the user the verified badge; the account as it was before, if it was without the badge. */
  async markVerified(em: EntityManager, userId: string): Promise<{ role: string; deletedAt: string | null } | undefined> {
    return em
      .getKysely<IdentityTables>()
      .updateTable('users')
      .set({ is_verified: true })
      .where('id', '=', userId)
      .where('is_verified', '=', false)
      .returning(['role', 'deleted_at as deletedAt'])
      .executeTakeFirst();
  }

  /**
   * Ends the newcomer mark of freelancers who joined before `joinedBefore` (decision 0075). Written
   * with the newcomer index's predicate, so it reads that small index and not every account; a
   * client's mark means nothing until they become a freelancer, and a later run ends it then.
   */
  async endNewcomerMarks(em: EntityManager, joinedBefore: Date): Promise<number> {
    const result = await em
      .getKysely<IdentityTables>()
      .updateTable('users')
      .set({ newcomer: false })
      .where('role', '=', sql.lit('freelancer'))
      .where('username', 'is not', null)
      .where('newcomer', '=', true)
      .where('created_at', '<=', joinedBefore.toISOString())
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
