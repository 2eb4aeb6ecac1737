import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { SafetyReviewDecided } from '../../../safety/events';
import { Notifier } from '../notifier';

const TEXT: Record<SafetyReviewDecided['contentKind'], string> = {
  job_post: 'job post',
  availability_post: 'availability post',
  application: 'application',
  message: 'message',
};

/** What the author is told of each decision: title, then what happened to their text. */
const DECIDED: Record<SafetyReviewDecided['decision'], (text: string) => { title: string; line: string }> = {
  released: (text) => ({
    title: `Your ${text} was approved`,
    line: `We reviewed your ${text} and found nothing wrong: it is now shown without any warning.`,
  }),
  removed: (text) => ({
    title: `Your ${text} was removed`,
    line: `We reviewed your ${text} and removed it: it broke our rules against asking workers for money, personal details or moving them off the platform.`,
  }),
  upheld: (text) => ({
    title: `The warning on your ${text} stays`,
    line: `We looked at your ${text} again and kept the warning its readers see.`,
  }),
};

/** Where the author finds the text the decision is about. */
function screenOf({ contentKind, contentId }: SafetyReviewDecided): string {
  if (contentKind === 'job_post' || contentKind === 'availability_post') return `/jobs/${contentId}`;
  if (contentKind === 'application') return '/applications';
  return '/messages';
}

/** The author hears what an administrator decided on their flagged text, with the note. */
@Injectable()
@HandlesEvents(SafetyReviewDecided)
export class NotifySafetyReviewDecided implements IntegrationEventHandler<SafetyReviewDecided> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: SafetyReviewDecided, delivery: EventDelivery): Promise<void> {
    const { title, line } = DECIDED[event.decision](TEXT[event.contentKind]);
    const note = event.note ? ` Note from our team: ${event.note}` : '';
    await this.notifier.tell(delivery, [
      {
        userId: event.authorId,
        inApp: { type: 'admin_action', entityId: event.contentId, title, message: `${line}${note}` },
        email: {
          topic: 'moderation',
          kind: 'safety_review_decided',
          subject: title,
          preview: line,
          paragraphs: [line, ...(event.note ? [`Note from our team: ${event.note}`] : [])],
          action: { label: 'Open VerifiedWork', screen: screenOf(event) },
        },
      },
    ]);
  }
}
