import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ReportType } from '../../../moderation/public';
import { DisputeOpened, DisputeUpdated, ReportClosed } from '../../../moderation/events';
import { Notifier } from '../notifier';

const REPORTED: Record<ReportType, string> = { user: 'a user', job: 'a job post', message: 'a message' };

/** The reporter hears the outcome of their report and the administrator's note. */
@Injectable()
@HandlesEvents(ReportClosed)
export class NotifyReportClosed implements IntegrationEventHandler<ReportClosed> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: ReportClosed, delivery: EventDelivery): Promise<void> {
    await this.notifier.send(delivery, [
      {
        userId: event.reporterId,
        type: 'admin_action',
        entityId: event.reportId,
        title: 'Your report was reviewed',
        message: `Your report about ${REPORTED[event.reportType]} was ${event.outcome}. Note from our team: ${event.note}`,
      },
    ]);
  }
}

/** The other party hears that a dispute was opened on their contract (leads to the contract); the opener knows. */
@Injectable()
@HandlesEvents(DisputeOpened)
export class NotifyDisputeOpened implements IntegrationEventHandler<DisputeOpened> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: DisputeOpened, delivery: EventDelivery): Promise<void> {
    const otherPartyId = event.initiatorId === event.clientId ? event.freelancerId : event.clientId;
    const names = await this.notifier.namesOf([event.initiatorId]);
    await this.notifier.send(delivery, [
      {
        userId: otherPartyId,
        type: 'contract',
        entityId: event.contractId,
        title: 'Dispute opened',
        message: `${names.get(event.initiatorId)} opened a dispute on “${event.jobTitle}”. An administrator will review it; the contract cannot be completed until then.`,
      },
    ]);
  }
}

/** Both parties hear that a dispute on their contract was taken up or resolved (leads to the contract). */
@Injectable()
@HandlesEvents(DisputeUpdated)
export class NotifyDisputeUpdated implements IntegrationEventHandler<DisputeUpdated> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: DisputeUpdated, delivery: EventDelivery): Promise<void> {
    const resolved = event.status === 'resolved';
    await this.notifier.send(
      delivery,
      [event.clientId, event.freelancerId].map((userId) => ({
        userId,
        type: 'contract' as const,
        entityId: event.contractId,
        title: resolved ? 'Dispute resolved' : 'Dispute under review',
        message: resolved
          ? `The dispute on “${event.jobTitle}” was resolved: ${event.resolution}`
          : `Our team is now reviewing the dispute on “${event.jobTitle}”.`,
      })),
    );
  }
}
