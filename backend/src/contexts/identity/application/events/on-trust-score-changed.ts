import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { TrustScoreChanged } from '../../../reviews/events';
import { UserRepository } from '../../infrastructure/user-repository';

/** Keeps the copy of the trust score every screen shows; an older computation never overwrites a newer one. */
@Injectable()
@HandlesEvents(TrustScoreChanged)
export class KeepTrustScore implements IntegrationEventHandler<TrustScoreChanged> {
  constructor(private readonly users: UserRepository) {}

  async handle(event: TrustScoreChanged, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      await this.users.keepTrustScore(em, event.userId, event.score, event.version);
    });
  }
}
