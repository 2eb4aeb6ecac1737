import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { describeTakenDownContent, suspensionEndText } from '../../../moderation/public';
import { AccountSuspended, AccountSuspensionLifted, ContentRestored, ContentTakenDown } from '../../../moderation/events';
import { GetMessagePartiesQuery } from '../../../messaging/public';
import { Notification } from '../../domain/notification.entity';
import { Notifier } from '../notifier';

/**
 * Each enforcement action tells the user it was taken, with the administrator's reason (decision
 * 0035); its entityId is the action. A suspended user reads theirs once the suspension ends.
 */
@Injectable()
@HandlesEvents(AccountSuspended)
export class NotifyAccountSuspended implements IntegrationEventHandler<AccountSuspended> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: AccountSuspended, delivery: EventDelivery): Promise<void> {
    const until = suspensionEndText(event.endsAt);
    await this.notifier.send(delivery, [
      {
        userId: event.userId,
        type: 'admin_action',
        entityId: event.actionId,
        title: 'Your account was suspended',
        message: `An administrator suspended your account ${until}. Reason: ${event.reason}`,
      },
    ]);
  }
}

@Injectable()
@HandlesEvents(AccountSuspensionLifted)
export class NotifyAccountSuspensionLifted implements IntegrationEventHandler<AccountSuspensionLifted> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: AccountSuspensionLifted, delivery: EventDelivery): Promise<void> {
    await this.notifier.send(delivery, [
      {
        userId: event.userId,
        type: 'admin_action',
        entityId: event.actionId,
        title: 'Your account is active again',
        message: 'The suspension of your account has ended: you can use VerifiedWork again, and your posts show to others again.',
      },
    ]);
  }
}

@Injectable()
@HandlesEvents(ContentTakenDown)
export class NotifyContentTakenDown implements IntegrationEventHandler<ContentTakenDown> {
  constructor(
    private readonly notifier: Notifier,
    private readonly queryBus: QueryBus,
  ) {}

  async handle(event: ContentTakenDown, delivery: EventDelivery): Promise<void> {
    const content = await describeTakenDownContent(this.queryBus, event.kind, event.subjectId);
    const removed = event.kind === 'message';
    await this.notifier.send(delivery, [
      {
        userId: event.ownerId,
        type: 'admin_action',
        entityId: event.actionId,
        title: removed ? 'Your message was removed' : 'Your content was taken down',
        message: removed
          ? `An administrator removed ${content}. Reason: ${event.reason}`
          : `An administrator took down ${content}: only you can see it now. Reason: ${event.reason}`,
      },
    ]);
  }
}

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
    private readonly queryBus: QueryBus,
  ) {}

  async handle(event: ContentTakenDown, delivery: EventDelivery): Promise<void> {
    if (event.kind !== 'message') return;
    const parties = await this.queryBus.execute(new GetMessagePartiesQuery(event.subjectId));
    if (!parties) return;
    const names = await this.notifier.namesOf([parties.senderId]);
    await delivery.once(async (em) => {
      await em.nativeUpdate(
        Notification,
        { userId: parties.receiverId, type: 'message', entityId: parties.senderId },
        { message: `${names.get(parties.senderId)} sent you a message.` },
      );
    });
  }
}

@Injectable()
@HandlesEvents(ContentRestored)
export class NotifyContentRestored implements IntegrationEventHandler<ContentRestored> {
  constructor(
    private readonly notifier: Notifier,
    private readonly queryBus: QueryBus,
  ) {}

  async handle(event: ContentRestored, delivery: EventDelivery): Promise<void> {
    // A removed message never comes back.
    if (event.kind === 'message') return;
    const content = await describeTakenDownContent(this.queryBus, event.kind, event.subjectId);
    await this.notifier.send(delivery, [
      {
        userId: event.ownerId,
        type: 'admin_action',
        entityId: event.actionId,
        title: 'Your content was restored',
        message: `An administrator restored ${content}: others can see it again.`,
      },
    ]);
  }
}
