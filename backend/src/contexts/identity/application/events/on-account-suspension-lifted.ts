import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AccountSuspensionLifted } from '../../../moderation/events';
import { User } from '../../domain/user.entity';

/** The suspension ended: the account is back, unless a later suspension replaced this one. */
@Injectable()
@HandlesEvents(AccountSuspensionLifted)
export class LiftAccountSuspension implements IntegrationEventHandler<AccountSuspensionLifted> {
  async handle({ actionId, userId }: AccountSuspensionLifted, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      (await em.findOne(User, { id: userId }))?.liftSuspension(actionId);
    });
  }
}
