import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import type { ReviewsTables } from '../../infrastructure/reviews-read-repository';
import { ReviewsPublished } from '../../public';
import { blindPeriodCutoff } from '../blind-period';

/** Publishes every hidden review whose blind period has ended; returns how many. */
export class PublishOverdueReviewsCommand extends Command<number> {}

@CommandHandler(PublishOverdueReviewsCommand)
export class PublishOverdueReviewsHandler implements ICommandHandler<PublishOverdueReviewsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute(): Promise<number> {
    const now = this.clock.now();
    const completedBefore = blindPeriodCutoff(now, this.config.REVIEW_BLIND_DAYS);
    return this.em.fork().transactional(async (em) => {
      // One statement: instances running this at once each publish different rows, never one twice.
      const published = await em
        .getKysely<ReviewsTables>()
        .updateTable('reviews')
        .set({ published_at: now })
        .where('published_at', 'is', null)
        // A timestamptz compares with its text (what the column reads as); PostgreSQL casts it.
        .where('contract_completed_at', '<=', completedBefore.toISOString())
        .returning(['contract_id as contractId', 'reviewee_id as revieweeId'])
        .execute();
      const revieweesByContract = new Map<string, string[]>();
      for (const { contractId, revieweeId } of published) {
        revieweesByContract.set(contractId, [...(revieweesByContract.get(contractId) ?? []), revieweeId]);
      }
      for (const [contractId, revieweeIds] of revieweesByContract) recordEvent(em, new ReviewsPublished(contractId, revieweeIds));
      return published.length;
    });
  }
}
