import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ApplicationWithdrawn } from '../../../jobs/events';
import { Notifier } from '../notifier';

/** The job's owner hears that an applicant took their application back; both lead to the job's applications. */
@Injectable()
@HandlesEvents(ApplicationWithdrawn)
export class NotifyApplicationWithdrawn implements IntegrationEventHandler<ApplicationWithdrawn> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: ApplicationWithdrawn, delivery: EventDelivery): Promise<void> {
    const applicant = (await this.notifier.namesOf([event.freelancerId])).get(event.freelancerId);
    await this.notifier.tell(delivery, [
      {
        userId: event.clientId,
        inApp: {
          type: 'job_application',
          entityId: event.jobId,
          title: 'Application withdrawn',
          message: `${applicant} withdrew their application to “${event.jobTitle}”.`,
        },
        email: {
          topic: 'applications',
          kind: 'application_withdrawn',
          subject: `An application to “${event.jobTitle}” was withdrawn`,
          preview: `${applicant} withdrew their application.`,
          paragraphs: [
            `${applicant} withdrew their application to “${event.jobTitle}”.`,
            'The other applications are still waiting for your decision.',
          ],
          action: { label: 'Review applications', screen: `/jobs/${event.jobId}/applications` },
        },
      },
    ]);
  }
}
