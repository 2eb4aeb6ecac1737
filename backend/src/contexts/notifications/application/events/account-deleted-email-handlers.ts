import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AccountDeleted } from '../../../identity/events';
import type { EmailTables } from '../../infrastructure/email-read-repository';

/** A deleted account is emailed nothing more: its email settings and digest window go with it. */
@Injectable()
@HandlesEvents(AccountDeleted)
export class ForgetDeletedAccountEmailSettings implements IntegrationEventHandler<AccountDeleted> {
  async handle(event: AccountDeleted, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      const db = em.getKysely<EmailTables>();
      await db.deleteFrom('email_preferences').where('user_id', '=', event.userId).execute();
      await db.deleteFrom('message_digests').where('user_id', '=', event.userId).execute();
    });
  }
}
