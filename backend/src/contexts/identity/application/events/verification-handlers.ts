import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { VerificationApproved } from '../../../verification/events';
import type { IdentityTables } from '../../infrastructure/identity-read-repository';

/** An approved verification gives the user the verified badge. */
@Injectable()
@HandlesEvents(VerificationApproved)
export class MarkUserVerified implements IntegrationEventHandler<VerificationApproved> {
  async handle(event: VerificationApproved, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      await em.getKysely<IdentityTables>().updateTable('users').set({ is_verified: true }).where('id', '=', event.userId).execute();
    });
  }
}
