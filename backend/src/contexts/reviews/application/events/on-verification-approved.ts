import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { VerificationApproved } from '../../../verification/events';
import { TrustScores } from '../trust-scores';

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
