import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ApplicationAccepted, ApplicationRejected } from '../../../jobs/events';
import { Notifier } from '../notifier';

/** How the freelancer reads the owner's reason for declining (decision 0071). */
const DECLINE_REASON_TEXT: Record<NonNullable<ApplicationRejected['reason']>, string> = {
  not_a_fit: 'The client was looking for a different fit.',
  rate_too_high: 'The proposed rate was above the client’s budget.',
  availability: 'Your availability did not match what the job needs.',
  position_filled: 'The position has been filled.',
  hired_someone_else: 'The client hired someone else.',
  other: 'The client chose other proposals.',
};

/** The reason, and the owner's note when there is one: what the freelancer is told. */
function declineLines(event: ApplicationRejected): string[] {
  const reason = DECLINE_REASON_TEXT[event.reason ?? 'other'];
  return event.note ? [reason, `The client’s note: “${event.note}”`] : [reason];
}

/** The applicant hears the owner's decision; both lead to their applications. */
@Injectable()
@HandlesEvents(ApplicationAccepted, ApplicationRejected)
export class NotifyApplicationDecided implements IntegrationEventHandler<ApplicationAccepted | ApplicationRejected> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: ApplicationAccepted | ApplicationRejected, delivery: EventDelivery): Promise<void> {
    const { freelancerId: userId, jobId: entityId, jobTitle } = event;
    const action = { label: 'See my applications', screen: '/applications' };
    await this.notifier.tell(delivery, [
      event instanceof ApplicationAccepted
        ? {
            userId,
            inApp: {
              type: 'job_application',
              entityId,
              title: 'Application accepted',
              message: `Your application to “${jobTitle}” was accepted. Your contract is being set up.`,
            },
            email: {
              topic: 'application_decisions',
              kind: 'application_accepted',
              subject: `Your application to “${jobTitle}” was accepted`,
              preview: 'Your contract is being set up.',
              paragraphs: [`Good news: your application to “${jobTitle}” was accepted.`, 'Your contract is being set up.'],
              action,
            },
          }
        : {
            userId,
            inApp: {
              type: 'job_application',
              entityId,
              title: 'Application not selected',
              message: [`Your application to “${jobTitle}” was not selected this time.`, ...declineLines(event)].join(' '),
            },
            email: {
              topic: 'application_decisions',
              kind: 'application_rejected',
              subject: `Your application to “${jobTitle}” was not selected`,
              preview: 'Other clients are hiring: keep applying.',
              paragraphs: [
                `Your application to “${jobTitle}” was not selected this time.`,
                ...declineLines(event),
                'Other clients are hiring: keep applying to jobs that fit you.',
              ],
              action,
            },
          },
    ]);
  }
}
