import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AppealDecided } from '../../../moderation/events';
import { describeTakenDownContent } from '../../../moderation/public';
import { EmailNotice, ENFORCEMENT, Notice } from '../../domain/notice';
import { contentScreen } from '../content-screen';
import { Notifier } from '../notifier';

/**
 * The appellant hears the decision on their appeal and the administrator's reason (decision 0065),
 * in the app and by email whatever their email topics: a suspended user has no session, so the
 * email (to their confirmed address) is how they learn it; the sign-in screen shows it too.
 */
@Injectable()
@HandlesEvents(AppealDecided)
export class NotifyAppealDecided implements IntegrationEventHandler<AppealDecided> {
  constructor(
    private readonly notifier: Notifier,
    private readonly queryBus: QueryBus,
  ) {}

  async handle(event: AppealDecided, delivery: EventDelivery): Promise<void> {
    await this.notifier.tell(delivery, [await this.noticeOf(event)]);
  }

  private async noticeOf(event: AppealDecided): Promise<Notice> {
    const lifted = event.decision === 'lifted';
    const title = lifted ? 'Your appeal was accepted' : 'Your appeal was declined';
    const what = await this.outcome(event);
    return {
      userId: event.appellantId,
      inApp: { type: 'admin_action', entityId: event.actionId, title, message: `${what} Reason: ${event.reason}` },
      email: {
        topic: ENFORCEMENT,
        kind: `appeal_${event.decision}`,
        subject: title,
        preview: what,
        paragraphs: [what, `Reason: ${event.reason}`],
        action: this.action(event),
      },
    };
  }

  /** What the decision did, in one sentence. */
  private async outcome(event: AppealDecided): Promise<string> {
    const lifted = event.decision === 'lifted';
    if (event.action === 'suspension') {
      return lifted
        ? 'An administrator reviewed your appeal and lifted the suspension of your VerifiedWork account: you can sign in again.'
        : 'An administrator reviewed your appeal and kept the suspension of your VerifiedWork account.';
    }
    const content = await describeTakenDownContent(this.queryBus, event.action, event.subjectId);
    if (event.action === 'message') {
      return lifted
        ? `An administrator reviewed your appeal and overturned the removal of ${content}; its text cannot be brought back.`
        : `An administrator reviewed your appeal and kept ${content} removed.`;
    }
    return lifted
      ? `An administrator reviewed your appeal and restored ${content}: others can see it again.`
      : `An administrator reviewed your appeal and kept ${content} taken down.`;
  }

  /** The one button: sign in after a lifted suspension, the content otherwise; none for a suspension that stands. */
  private action(event: AppealDecided): EmailNotice['action'] {
    if (event.action === 'suspension') return event.decision === 'lifted' ? { label: 'Sign in', screen: '/login' } : undefined;
    return { label: event.action === 'message' ? 'Open your messages' : 'Open it', screen: contentScreen(event.action, event.subjectId) };
  }
}
