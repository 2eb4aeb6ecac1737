import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { GetMessagePartiesQuery } from '../../../messaging/public';
import { ContentTakenDown } from '../../../moderation/events';
import { NotificationsRepository } from '../../infrastructure/notifications-repository';
import { Notifier } from '../notifier';

/**
 * A removed message's words leave the receiver's bell too: their "New message" notifications from
 * its sender quote a message's start, and which message is not kept, so all of them say no more
 * than who wrote.
 */
@Injectable()
@HandlesEvents(ContentTakenDown)
export class ForgetRemovedMessagePreviews implements IntegrationEventHandler<ContentTakenDown> {
  constructor(
    private readonly notifier: Notifier,
    private readonly notifications: NotificationsRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async handle(event: ContentTakenDown, delivery: EventDelivery): Promise<void> {
    if (event.kind !== 'message') return;
    const parties = await this.queryBus.execute(new GetMessagePartiesQuery(event.subjectId));
    if (!parties) return;
    const names = await this.notifier.namesOf([parties.senderId]);
    const message = `${names.get(parties.senderId)} sent you a message.`;
    await delivery.once((em) => this.notifications.rewordMessagesFrom(em, parties.receiverId, parties.senderId, message));
  }
}
