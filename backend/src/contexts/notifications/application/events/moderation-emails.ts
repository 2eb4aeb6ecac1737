import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ReportType } from '../../../moderation/public';
import { DisputeUpdated, ReportClosed } from '../../../moderation/events';
import { NotificationMailer } from '../channels/email.channel';

const REPORTED: Record<ReportType, string> = { user: 'a user', job: 'a job post', message: 'a message' };

/**
 * The reporter hears the outcome of their report and the administrator's note. The in-app
 * notification leads to no screen (the reporter has no page of their reports), so the button
 * opens the app, where that notification waits.
 */
@Injectable()
@HandlesEvents(ReportClosed)
export class EmailReportClosed implements IntegrationEventHandler<ReportClosed> {
  constructor(private readonly mailer: NotificationMailer) {}

  async handle(event: ReportClosed, delivery: EventDelivery): Promise<void> {
    await this.mailer.send(delivery, 'moderation', [
      {
        userId: event.reporterId,
        kind: 'report_closed',
        content: {
          subject: 'Your report was reviewed',
          preview: `Your report about ${REPORTED[event.reportType]} was ${event.outcome}.`,
          paragraphs: [
            `Thank you for your report about ${REPORTED[event.reportType]}. Our team reviewed it, and it was ${event.outcome}.`,
            `Note from our team: ${event.note}`,
          ],
          action: { label: 'Open VerifiedWork', url: this.mailer.screen('/') },
        },
      },
    ]);
  }
}

/**
 * Both parties hear that the dispute on their contract was resolved, with the resolution; the
 * button opens the contract. Taking a dispute up for review decides nothing, so it sends no email
 * (the in-app notification tells it).
 */
@Injectable()
@HandlesEvents(DisputeUpdated)
export class EmailDisputeResolved implements IntegrationEventHandler<DisputeUpdated> {
  constructor(private readonly mailer: NotificationMailer) {}

  async handle(event: DisputeUpdated, delivery: EventDelivery): Promise<void> {
    if (event.status !== 'resolved') return;
    await this.mailer.send(
      delivery,
      'moderation',
      [event.clientId, event.freelancerId].map((userId) => ({
        userId,
        kind: 'dispute_resolved',
        content: {
          subject: `Dispute resolved: “${event.jobTitle}”`,
          preview: 'Our team resolved the dispute on your contract.',
          paragraphs: [
            `Our team resolved the dispute on “${event.jobTitle}”.`,
            ...(event.resolution ? [`Resolution: ${event.resolution}`] : []),
          ],
          action: { label: 'Open the contract', url: this.mailer.screen(`/contracts/${event.contractId}`) },
        },
      })),
    );
  }
}
