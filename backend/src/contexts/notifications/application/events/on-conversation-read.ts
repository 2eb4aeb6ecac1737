import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ConversationRead } from '../../../messaging/events';
import { NotificationsRepository } from '../../infrastructure/notifications-repository';

/** Opening a conversation settles its message notification too. */
@Injectable()
@HandlesEvents(ConversationRead)
export class SettleMessageNotifications implements IntegrationEventHandler<ConversationRead> {
  constructor(private readonly notifications: NotificationsRepository) {}

  async handle(event: ConversationRead, delivery: EventDelivery): Promise<void> {
    await delivery.once((em) => this.notifications.settleMessagesFrom(em, event.readerId, event.otherUserId));
  }
}
