import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { ReviewRepository } from '../../infrastructure/review-repository';
import { PublishedReview, ReviewsPublished } from '../../public';
import { blindPeriodCutoff } from '../blind-period';

/** Publishes every hidden review whose blind period has ended; returns how many. */
export class PublishOverdueReviewsCommand extends Command<number> {}

@CommandHandler(PublishOverdueReviewsCommand)
export class PublishOverdueReviewsHandler implements ICommandHandler<PublishOverdueReviewsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly reviews: ReviewRepository,
  ) {}

  async execute(): Promise<number> {
    const now = this.clock.now();
    const completedBefore = blindPeriodCutoff(now, this.config.REVIEW_BLIND_DAYS);
    return this.em.fork().transactional(async (em) => {
      const published = await this.reviews.publishOverdue(em, now, completedBefore);
      const reviewsByContract = new Map<string, PublishedReview[]>();
      for (const { contractId, ...review } of published) {
        reviewsByContract.set(contractId, [...(reviewsByContract.get(contractId) ?? []), review]);
      }
      for (const [contractId, reviews] of reviewsByContract) {
        recordEvent(em, new ReviewsPublished(contractId, [...new Set(reviews.map((review) => review.revieweeId))], reviews));
      }
      return published.length;
    });
  }
}
