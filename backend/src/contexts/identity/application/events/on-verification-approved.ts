import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { VerificationApproved } from '../../../verification/events';
import { UserRepository } from '../../infrastructure/user-repository';
import { recordStandingChange, workerStanding } from '../worker-standing';

/** An approved verification gives the user the verified badge. */
@Injectable()
@HandlesEvents(VerificationApproved)
export class MarkUserVerified implements IntegrationEventHandler<VerificationApproved> {
  constructor(private readonly users: UserRepository) {}

  async handle(event: VerificationApproved, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      const unverified = await this.users.markVerified(em, event.userId);
      if (unverified) {
        recordStandingChange(
          em,
          event.userId,
          workerStanding({ ...unverified, isVerified: false }),
          workerStanding({ ...unverified, isVerified: true }),
        );
      }
    });
  }
}
