import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ContractCompleted, ContractCreated } from '../../../contracting/events';
import { ApplicationAccepted, ApplicationRejected, ApplicationSubmitted } from '../../../jobs/events';
import { NotificationMailer } from '../channels/email.channel';

/** The job's owner hears of each application; the button opens the job's applications. */
@Injectable()
@HandlesEvents(ApplicationSubmitted)
export class EmailApplicationSubmitted implements IntegrationEventHandler<ApplicationSubmitted> {
  constructor(private readonly mailer: NotificationMailer) {}

  async handle(event: ApplicationSubmitted, delivery: EventDelivery): Promise<void> {
    const names = await this.mailer.namesOf([event.freelancerId]);
    const applicant = names.get(event.freelancerId);
    await this.mailer.send(delivery, 'applications', [
      {
        userId: event.clientId,
        kind: 'application_submitted',
        content: {
          subject: `New application to “${event.jobTitle}”`,
          preview: `${applicant} applied to your job.`,
          paragraphs: [`${applicant} applied to “${event.jobTitle}”.`, 'Read their cover letter, then accept or decline the application.'],
          action: { label: 'Review applications', url: this.mailer.screen(`/jobs/${event.jobId}/applications`) },
        },
      },
    ]);
  }
}

/** The applicant hears the owner's decision; the button opens their applications. */
@Injectable()
@HandlesEvents(ApplicationAccepted, ApplicationRejected)
export class EmailApplicationDecided implements IntegrationEventHandler<ApplicationAccepted | ApplicationRejected> {
  constructor(private readonly mailer: NotificationMailer) {}

  async handle(event: ApplicationAccepted | ApplicationRejected, delivery: EventDelivery): Promise<void> {
    const accepted = event instanceof ApplicationAccepted;
    await this.mailer.send(delivery, 'application_decisions', [
      {
        userId: event.freelancerId,
        kind: accepted ? 'application_accepted' : 'application_rejected',
        content: accepted
          ? {
              subject: `Your application to “${event.jobTitle}” was accepted`,
              preview: 'Your contract is being set up.',
              paragraphs: [`Good news: your application to “${event.jobTitle}” was accepted.`, 'Your contract is being set up.'],
              action: { label: 'See my applications', url: this.mailer.screen('/applications') },
            }
          : {
              subject: `Your application to “${event.jobTitle}” was not selected`,
              preview: 'Other clients are hiring: keep applying.',
              paragraphs: [
                `Your application to “${event.jobTitle}” was not selected this time.`,
                'Other clients are hiring: keep applying to jobs that fit you.',
              ],
              action: { label: 'See my applications', url: this.mailer.screen('/applications') },
            },
      },
    ]);
  }
}

/** Both parties hear that their contract started, and that it was completed; the button opens the contract. */
@Injectable()
@HandlesEvents(ContractCreated, ContractCompleted)
export class EmailContractParties implements IntegrationEventHandler<ContractCreated | ContractCompleted> {
  constructor(private readonly mailer: NotificationMailer) {}

  async handle(event: ContractCreated | ContractCompleted, delivery: EventDelivery): Promise<void> {
    const { clientId, freelancerId, contractId, jobTitle } = event;
    const names = await this.mailer.namesOf([clientId, freelancerId]);
    const started = event instanceof ContractCreated;
    const url = this.mailer.screen(`/contracts/${contractId}`);
    await this.mailer.send(
      delivery,
      'contracts',
      [
        [clientId, freelancerId],
        [freelancerId, clientId],
      ].map(([userId, otherId]) => ({
        userId,
        kind: started ? 'contract_started' : 'contract_completed',
        content: started
          ? {
              subject: `Contract started: “${jobTitle}”`,
              preview: `Your contract with ${names.get(otherId)} is now active.`,
              paragraphs: [`Your contract for “${jobTitle}” with ${names.get(otherId)} is now active.`],
              action: { label: 'Open the contract', url },
            }
          : {
              subject: `Contract completed: “${jobTitle}”`,
              preview: `Leave a review for ${names.get(otherId)}.`,
              paragraphs: [
                `The contract for “${jobTitle}” is complete.`,
                `Leave a review for ${names.get(otherId)}: reviews show once you both have reviewed, or 14 days after completion.`,
              ],
              action: { label: 'Open the contract', url },
            },
      })),
    );
  }
}
