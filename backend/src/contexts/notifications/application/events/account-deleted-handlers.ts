import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AccountDeleted } from '../../../identity/events';
import type { NotificationsTables } from '../../infrastructure/notifications-read-repository';

/** A deleted account's notifications go: nobody will read them, and they quote other people's activity. */
@Injectable()
@HandlesEvents(AccountDeleted)
export class RemoveDeletedAccountNotifications implements IntegrationEventHandler<AccountDeleted> {
  async handle({ userId }: AccountDeleted, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      await em.getKysely<NotificationsTables>().deleteFrom('notifications').where('user_id', '=', userId).execute();
    });
  }
}
