import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { describeTakenDownContent, suspensionEndText } from '../../../moderation/public';
import { AccountSuspended, AccountSuspensionLifted, ContentRestored, ContentTakenDown } from '../../../moderation/events';
import { NotificationMailer } from '../channels/email.channel';

/** Where the user sees the content again: the job post; the profile for a portfolio item. */
function screenOf(kind: ContentTakenDown['kind'], subjectId: string): string {
  if (kind === 'job') return `/jobs/${subjectId}`;
  if (kind === 'portfolio_item') return '/profile';
  return '/messages';
}

/**
 * The suspended user hears why, and until when (decision 0035). They cannot sign in meanwhile, so
 * the email has no button; the in-app notification waits for them when it ends.
 */
@Injectable()
@HandlesEvents(AccountSuspended)
export class EmailAccountSuspended implements IntegrationEventHandler<AccountSuspended> {
  constructor(private readonly mailer: NotificationMailer) {}

  async handle(event: AccountSuspended, delivery: EventDelivery): Promise<void> {
    const until = suspensionEndText(event.endsAt);
    await this.mailer.sendEnforcementNotice(delivery, [
      {
        userId: event.userId,
        kind: 'account_suspended',
        content: {
          subject: 'Your account was suspended',
          preview: `An administrator suspended your VerifiedWork account ${until}.`,
          paragraphs: [
            `An administrator suspended your VerifiedWork account ${until}. Meanwhile you cannot sign in, and others do not see your posts or profile.`,
            `Reason: ${event.reason}`,
          ],
        },
      },
    ]);
  }
}

@Injectable()
@HandlesEvents(AccountSuspensionLifted)
export class EmailAccountSuspensionLifted implements IntegrationEventHandler<AccountSuspensionLifted> {
  constructor(private readonly mailer: NotificationMailer) {}

  async handle(event: AccountSuspensionLifted, delivery: EventDelivery): Promise<void> {
    await this.mailer.sendEnforcementNotice(delivery, [
      {
        userId: event.userId,
        kind: 'account_suspension_lifted',
        content: {
          subject: 'Your account is active again',
          preview: 'The suspension of your VerifiedWork account has ended.',
          paragraphs: [
            'The suspension of your VerifiedWork account has ended: you can sign in again, and your posts show to others again.',
          ],
          action: { label: 'Sign in', url: this.mailer.screen('/login') },
        },
      },
    ]);
  }
}

@Injectable()
@HandlesEvents(ContentTakenDown)
export class EmailContentTakenDown implements IntegrationEventHandler<ContentTakenDown> {
  constructor(
    private readonly mailer: NotificationMailer,
    private readonly queryBus: QueryBus,
  ) {}

  async handle(event: ContentTakenDown, delivery: EventDelivery): Promise<void> {
    const content = await describeTakenDownContent(this.queryBus, event.kind, event.subjectId);
    const removed = event.kind === 'message';
    await this.mailer.sendEnforcementNotice(delivery, [
      {
        userId: event.ownerId,
        kind: removed ? 'message_removed' : 'content_taken_down',
        content: {
          subject: removed ? 'Your message was removed' : 'Your content was taken down',
          preview: removed ? `An administrator removed ${content}.` : `An administrator took down ${content}.`,
          paragraphs: [
            removed
              ? `An administrator removed ${content}: both sides of the conversation now see that it was removed.`
              : `An administrator took down ${content}: only you can see it now.`,
            `Reason: ${event.reason}`,
          ],
          action: { label: removed ? 'Open your messages' : 'Open it', url: this.mailer.screen(screenOf(event.kind, event.subjectId)) },
        },
      },
    ]);
  }
}

@Injectable()
@HandlesEvents(ContentRestored)
export class EmailContentRestored implements IntegrationEventHandler<ContentRestored> {
  constructor(
    private readonly mailer: NotificationMailer,
    private readonly queryBus: QueryBus,
  ) {}

  async handle(event: ContentRestored, delivery: EventDelivery): Promise<void> {
    // A removed message never comes back.
    if (event.kind === 'message') return;
    const content = await describeTakenDownContent(this.queryBus, event.kind, event.subjectId);
    await this.mailer.sendEnforcementNotice(delivery, [
      {
        userId: event.ownerId,
        kind: 'content_restored',
        content: {
          subject: 'Your content was restored',
          preview: `An administrator restored ${content}.`,
          paragraphs: [`An administrator restored ${content}: others can see it again.`],
          action: { label: 'Open it', url: this.mailer.screen(screenOf(event.kind, event.subjectId)) },
        },
      },
    ]);
  }
}
