import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ReportClosed } from '../../../moderation/events';
import { ReportType } from '../../../moderation/public';
import { Notifier } from '../notifier';

const REPORTED: Record<ReportType, string> = { user: 'a user', job: 'a job post', message: 'a message' };

/**
 * The reporter hears the outcome of their report and the administrator's note. The notification
 * leads to no screen (the reporter has no page of their reports), so the email's button opens the
 * app, where the notification waits.
 */
@Injectable()
@HandlesEvents(ReportClosed)
export class NotifyReportClosed implements IntegrationEventHandler<ReportClosed> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: ReportClosed, delivery: EventDelivery): Promise<void> {
    const reported = REPORTED[event.reportType];
    await this.notifier.tell(delivery, [
      {
        userId: event.reporterId,
        inApp: {
          type: 'admin_action',
          entityId: event.reportId,
          title: 'Your report was reviewed',
          message: `Your report about ${reported} was ${event.outcome}. Note from our team: ${event.note}`,
        },
        email: {
          topic: 'moderation',
          kind: 'report_closed',
          subject: 'Your report was reviewed',
          preview: `Your report about ${reported} was ${event.outcome}.`,
          paragraphs: [
            `Thank you for your report about ${reported}. Our team reviewed it, and it was ${event.outcome}.`,
            `Note from our team: ${event.note}`,
          ],
          action: { label: 'Open VerifiedWork', screen: '/' },
        },
      },
    ]);
  }
}
