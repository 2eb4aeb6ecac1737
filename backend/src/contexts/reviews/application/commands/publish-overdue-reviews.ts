import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
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
      const published = await em.execute<{ contract_id: string; reviewee_id: string }[]>(
        `update reviews set published_at = ? where published_at is null and contract_completed_at <= ?
         returning contract_id, reviewee_id`,
        [now, completedBefore],
      );
      const revieweesByContract = new Map<string, string[]>();
      for (const { contract_id, reviewee_id } of published) {
        revieweesByContract.set(contract_id, [...(revieweesByContract.get(contract_id) ?? []), reviewee_id]);
      }
      for (const [contractId, revieweeIds] of revieweesByContract) recordEvent(em, new ReviewsPublished(contractId, revieweeIds));
      return published.length;
    });
  }
}
