import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ConversationRead } from '../../../messaging/events';
import { Notification, unreadMessageNotificationOf } from '../../domain/notification.entity';

/** Opening a conversation settles its message notification too. */
@Injectable()
@HandlesEvents(ConversationRead)
export class SettleMessageNotifications implements IntegrationEventHandler<ConversationRead> {
  async handle(event: ConversationRead, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      await em.nativeUpdate(Notification, unreadMessageNotificationOf(event.readerId, event.otherUserId), { isRead: true });
    });
  }
}
