import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ContractCompleted } from '../../../contracting/public';
import { VerificationApproved } from '../../../verification/public';
import { ReviewsPublished } from '../../public';
import { TrustScores } from '../trust-scores';

/** A completed contract counts for both parties. */
@Injectable()
@HandlesEvents(ContractCompleted)
export class CountCompletedContract implements IntegrationEventHandler<ContractCompleted> {
  constructor(private readonly trustScores: TrustScores) {}

  async handle(event: ContractCompleted, delivery: EventDelivery): Promise<void> {
    // Always locked in the same order, so two handlers touching both users cannot deadlock.
    const parties = [event.clientId, event.freelancerId].sort();
    const verified = await this.trustScores.verificationOf(parties);
    await delivery.once(async (em) => {
      for (const userId of parties) {
        const record = await this.trustScores.recordOf(em, userId);
        record.completedContracts += 1;
        await this.trustScores.recompute(em, record, verified.get(userId) ?? false);
      }
    });
  }
}

/** Published reviews count in their reviewees' scores. */
@Injectable()
@HandlesEvents(ReviewsPublished)
export class RescoreReviewees implements IntegrationEventHandler<ReviewsPublished> {
  constructor(private readonly trustScores: TrustScores) {}

  async handle(event: ReviewsPublished, delivery: EventDelivery): Promise<void> {
    const reviewees = [...event.revieweeIds].sort();
    const verified = await this.trustScores.verificationOf(reviewees);
    await delivery.once(async (em) => {
      for (const userId of reviewees) {
        await this.trustScores.recompute(em, await this.trustScores.recordOf(em, userId), verified.get(userId) ?? false);
      }
    });
  }
}

/** An approved verification earns its points at once (the event says so; identity's copy may lag). */
@Injectable()
@HandlesEvents(VerificationApproved)
export class RescoreVerifiedUser implements IntegrationEventHandler<VerificationApproved> {
  constructor(private readonly trustScores: TrustScores) {}

  async handle(event: VerificationApproved, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      await this.trustScores.recompute(em, await this.trustScores.recordOf(em, event.userId), true);
    });
  }
}
