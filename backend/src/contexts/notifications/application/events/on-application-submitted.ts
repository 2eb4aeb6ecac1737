import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ApplicationSubmitted } from '../../../jobs/events';
import { Notifier } from '../notifier';

/** The job's owner hears of each application; both lead to the job's applications. */
@Injectable()
@HandlesEvents(ApplicationSubmitted)
export class NotifyApplicationSubmitted implements IntegrationEventHandler<ApplicationSubmitted> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: ApplicationSubmitted, delivery: EventDelivery): Promise<void> {
    const applicant = (await this.notifier.namesOf([event.freelancerId])).get(event.freelancerId);
    await this.notifier.tell(delivery, [
      {
        userId: event.clientId,
        inApp: {
          type: 'job_application',
          entityId: event.jobId,
          title: 'New application',
          message: `${applicant} applied to “${event.jobTitle}”.`,
        },
        email: {
          topic: 'applications',
          kind: 'application_submitted',
          subject: `New application to “${event.jobTitle}”`,
          preview: `${applicant} applied to your job.`,
          paragraphs: [`${applicant} applied to “${event.jobTitle}”.`, 'Read their cover letter, then accept or decline the application.'],
          action: { label: 'Review applications', screen: `/jobs/${event.jobId}/applications` },
        },
      },
    ]);
  }
}
