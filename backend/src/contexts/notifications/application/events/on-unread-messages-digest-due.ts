import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { GetUnreadMessageDigestQuery } from '../../../messaging/public';
import { UnreadMessagesDigestDue } from '../../events';
import { Notifier } from '../notifier';

/** "Ana Lee", "Ana Lee and Bo Chen", "Ana Lee, Bo Chen and 3 others". */
export function senderList(names: string[], senderCount: number): string {
  const others = senderCount - names.length;
  const parts = others > 0 ? [...names, `${others} ${others === 1 ? 'other' : 'others'}`] : names;
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * The digest of the user's unread messages, by email only, read when the event is handled:
 * messages read in the meantime are left out, and when none is left unread no email goes. The
 * button opens the messages.
 */
@Injectable()
@HandlesEvents(UnreadMessagesDigestDue)
export class NotifyUnreadMessagesDigest implements IntegrationEventHandler<UnreadMessagesDigestDue> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly notifier: Notifier,
  ) {}

  async handle(event: UnreadMessagesDigestDue, delivery: EventDelivery): Promise<void> {
    const digest = await this.queryBus.execute(new GetUnreadMessageDigestQuery(event.userId, event.coveredUntil));
    if (digest.unreadCount === 0) return;
    const names = await this.notifier.namesOf(digest.senderIds);
    const senders = senderList(
      digest.senderIds.map((id) => names.get(id) ?? 'Someone'),
      digest.senderCount,
    );
    const count = digest.unreadCount === 1 ? '1 unread message' : `${digest.unreadCount} unread messages`;
    await this.notifier.tell(delivery, [
      {
        userId: event.userId,
        email: {
          topic: 'unread_messages',
          kind: 'unread_messages_digest',
          subject: `You have ${count}`,
          preview: `From ${senders}.`,
          paragraphs: [`You have ${count} on VerifiedWork, from ${senders}.`, 'Reply while the conversation is fresh.'],
          action: { label: 'Read your messages', screen: '/messages' },
        },
      },
    ]);
  }
}
