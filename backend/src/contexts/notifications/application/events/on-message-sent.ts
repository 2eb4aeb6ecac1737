import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { MessageSent } from '../../../messaging/events';
import { Notifier } from '../notifier';

/**
 * The receiver hears of new messages in the app: one unread notification per sender (the in-app
 * channel keeps unreadMessageNotificationOf), leading to their conversation. Messages are never
 * emailed one by one: the digest (UnreadMessagesDigestDue) tells of those left unread.
 */
@Injectable()
@HandlesEvents(MessageSent)
export class NotifyMessageReceived implements IntegrationEventHandler<MessageSent> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: MessageSent, delivery: EventDelivery): Promise<void> {
    const names = await this.notifier.namesOf([event.senderId]);
    await this.notifier.tell(delivery, [
      {
        userId: event.receiverId,
        inApp: {
          type: 'message',
          entityId: event.senderId,
          title: 'New message',
          message: `${names.get(event.senderId)}: ${event.preview}`,
        },
      },
    ]);
  }
}
