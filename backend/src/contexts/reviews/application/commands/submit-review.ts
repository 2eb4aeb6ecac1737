import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { GetContractForReviewQuery } from '../../../contracting/public';
import { AlreadyReviewed, ContractNotCompleted, ReviewContractNotFound, WrongReviewee } from '../../domain/reviews-errors';
import { Review } from '../../domain/review.entity';
import { ReviewsPublished, ReviewSubmitted } from '../../public';
import { blindPeriodEnd } from '../blind-period';

export class SubmitReviewCommand extends Command<{ reviewId: string }> {
  constructor(
    readonly reviewerId: string,
    readonly contractId: string,
    readonly revieweeId: string,
    readonly rating: number,
    readonly comment: string,
  ) {
    super();
  }
}

@CommandHandler(SubmitReviewCommand)
export class SubmitReviewHandler implements ICommandHandler<SubmitReviewCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ reviewerId, contractId, revieweeId, rating, comment }: SubmitReviewCommand): Promise<{ reviewId: string }> {
    const contract = await this.queryBus.execute(new GetContractForReviewQuery(contractId));
    const reviewerParty = contract?.clientId === reviewerId ? 'client' : contract?.freelancerId === reviewerId ? 'freelancer' : null;
    if (!contract || !reviewerParty) throw new ReviewContractNotFound();
    if (contract.status !== 'completed' || !contract.completedAt) throw new ContractNotCompleted();
    if (revieweeId !== (reviewerParty === 'client' ? contract.freelancerId : contract.clientId)) throw new WrongReviewee();

    const now = this.clock.now();
    const review = new Review({
      contractId,
      reviewerId,
      revieweeId,
      rating,
      comment,
      createdAt: now,
      contractCompletedAt: contract.completedAt,
    });
    try {
      await this.em.fork().transactional(async (em) => {
        if ((await em.count(Review, { contractId, reviewerId })) > 0) throw new AlreadyReviewed();
        em.persist(review);
        recordEvent(em, new ReviewSubmitted(review.id, contractId, contract.jobTitle, reviewerId, revieweeId, reviewerParty));
        // The second review of a contract, or one written after the blind period, shows at once (with the first).
        const other = await em.findOne(Review, { contractId, reviewerId: revieweeId });
        if (other || now >= blindPeriodEnd(contract.completedAt as Date, this.config.REVIEW_BLIND_DAYS)) {
          // The other review may be public already (published when its blind period ended): only what changes now counts.
          const published = [review, ...(other && other.publishedAt === null ? [other] : [])];
          for (const each of published) each.publish(now);
          recordEvent(
            em,
            new ReviewsPublished(
              contractId,
              other ? [revieweeId, reviewerId] : [revieweeId],
              published.map((each) => ({ reviewId: each.id, revieweeId: each.revieweeId, rating: each.rating })),
            ),
          );
        }
      });
    } catch (error) {
      // Two submissions at once: the unique index keeps one.
      if (error instanceof UniqueConstraintViolationException) throw new AlreadyReviewed();
      throw error;
    }
    return { reviewId: review.id };
  }
}
