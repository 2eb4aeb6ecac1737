import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ReviewsTables } from './reviews-read-repository';

/** The statements on reviews of the commands, in the transaction they are given. */
@Injectable()
export class ReviewRepository {
  /**
   * Publishes at `now` every hidden review of a contract completed no later than
   * `completedBefore`; returns each review published by its contract and reviewee. One statement:
   * instances running this at once each publish different rows, never one twice.
   */
  publishOverdue(
    em: EntityManager,
    now: Date,
    completedBefore: Date,
  ): Promise<{ reviewId: string; contractId: string; revieweeId: string; rating: number }[]> {
    return (
      em
        .getKysely<ReviewsTables>()
        .updateTable('reviews')
        .set({ published_at: now })
        .where('published_at', 'is', null)
        // A timestamptz compares with its text (what the column reads as); PostgreSQL casts it.
        .where('contract_completed_at', '<=', completedBefore.toISOString())
        .returning(['id as reviewId', 'contract_id as contractId', 'reviewee_id as revieweeId', 'rating'])
        .execute()
    );
  }
}
