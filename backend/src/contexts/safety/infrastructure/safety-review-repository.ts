import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { recordQueueItemChange } from '../../../platform/admin-queues/admin-queue';
import { SafetyReview } from '../domain/safety-review.entity';
import type { SafetyReason, ScreenedKind } from '../domain/screen';
import type { SafetyTables } from './safety-read-repository';

export type ScreeningRecord = {
  contentKind: ScreenedKind;
  contentId: string;
  authorId: string;
  verdict: 'clear' | 'warn' | 'hold';
  reasons: SafetyReason[];
  text: string;
  screenedAt: Date;
};

/** The statements on safety_reviews of the commands and event handlers, in the transaction they are given. */
@Injectable()
export class SafetyReviewRepository {
  /** A text's review, locked for the change of the caller's transaction. */
  lockedByContent(em: EntityManager, contentKind: ScreenedKind, contentId: string): Promise<SafetyReview | null> {
    return em.findOne(SafetyReview, { contentKind, contentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  locked(em: EntityManager, id: string): Promise<SafetyReview | null> {
    return em.findOne(SafetyReview, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /**
   * Records a screening: a first warned or held one opens a review, a later one (an edit) judges
   * it again. Two first screenings at once meet at the unique key; the second waits for the row.
   */
  async record(em: EntityManager, screening: ScreeningRecord): Promise<void> {
    const inserted =
      screening.verdict !== 'clear' &&
      (await em
        .getKysely<SafetyTables>()
        .insertInto('safety_reviews')
        .values(toRow(new SafetyReview({ ...screening, verdict: screening.verdict })))
        .onConflict((conflict) => conflict.columns(['content_kind', 'content_id']).doNothing())
        .returning('id')
        .executeTakeFirst()) !== undefined;
    const review = await this.lockedByContent(em, screening.contentKind, screening.contentId);
    if (!review) return;
    const wasOpen = !inserted && review.isOpen();
    if (!inserted) review.rescreen(screening.verdict, screening.reasons, screening.text, screening.screenedAt);
    const change = queueChange(wasOpen, review.isOpen());
    if (change) recordQueueItemChange(em, 'safety', review.id, review.authorId, change);
  }

  /** Every review of the author's texts goes with their account. */
  async removeAllOf(em: EntityManager, authorId: string): Promise<void> {
    await em.getKysely<SafetyTables>().deleteFrom('safety_reviews').where('author_id', '=', authorId).execute();
  }
}

/** How a screening moves the review in the Safety queue: in, changed within, out (replaced by a clean edit), or not at all. */
function queueChange(wasOpen: boolean, isOpen: boolean): 'opened' | 'updated' | 'decided' | null {
  if (isOpen) return wasOpen ? 'updated' : 'opened';
  return wasOpen ? 'decided' : null;
}

function toRow(review: SafetyReview) {
  return {
    id: review.id,
    content_kind: review.contentKind,
    content_id: review.contentId,
    author_id: review.authorId,
    verdict: review.verdict,
    reasons: JSON.stringify(review.reasons),
    text: review.text,
    status: review.status,
    screened_at: review.screenedAt,
    created_at: review.createdAt,
  };
}
