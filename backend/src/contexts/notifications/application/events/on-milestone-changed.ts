import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { MilestoneChanged } from '../../../contracting/events';
import type { Notice } from '../../domain/notice';
import { Notifier } from '../notifier';

/** The calendar day of an ISO timestamp, as the texts state it (UTC). */
const day = (iso: string | null) => (iso ? new Date(iso).toUTCString().slice(0, 16) : 'soon');

/**
 * A contract's milestone moved: the client hears of a submission (and is reminded a day before it
 * is approved on its own), the freelancer of the answer (or the approval on its own), and of a
 * milestone the client added. Each leads to the contract.
 */
@Injectable()
@HandlesEvents(MilestoneChanged)
export class NotifyMilestoneChanged implements IntegrationEventHandler<MilestoneChanged> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: MilestoneChanged, delivery: EventDelivery): Promise<void> {
    const { clientId, freelancerId, contractId, jobTitle, milestoneTitle, change, note, autoApproveAt } = event;
    const names = await this.notifier.namesOf([clientId, freelancerId]);
    const client = names.get(clientId) ?? 'Someone';
    const freelancer = names.get(freelancerId) ?? 'Someone';
    const texts: Record<MilestoneChanged['change'], { to: string; title: string; message: string }> = {
      added: { to: freelancerId, title: 'Milestone added', message: `${client} added the milestone “${milestoneTitle}” to “${jobTitle}”.` },
      submitted: {
        to: clientId,
        title: 'Milestone submitted',
        message: `${freelancer} submitted “${milestoneTitle}” of “${jobTitle}”. Approve it or ask for changes by ${day(autoApproveAt)}, or it is approved automatically.`,
      },
      approved: { to: freelancerId, title: 'Milestone approved', message: `${client} approved “${milestoneTitle}” of “${jobTitle}”.` },
      changes_requested: {
        to: freelancerId,
        title: 'Changes requested',
        message: `${client} asked for changes to “${milestoneTitle}” of “${jobTitle}”${note ? `: “${note}”` : '.'}`,
      },
      auto_approved: {
        to: freelancerId,
        title: 'Milestone approved automatically',
        message: `“${milestoneTitle}” of “${jobTitle}” was approved automatically: ${client} did not answer within 7 days.`,
      },
      reminder: {
        to: clientId,
        title: 'A submission waits for you',
        message: `“${milestoneTitle}” of “${jobTitle}” is approved automatically on ${day(autoApproveAt)} unless you answer it first.`,
      },
    };
    const text = texts[change];
    const notice: Notice = {
      userId: text.to,
      inApp: { type: 'contract', entityId: contractId, title: text.title, message: text.message },
      email: {
        topic: 'milestones',
        kind: `milestone_${change}`,
        subject: `${text.title}: “${milestoneTitle}”`,
        preview: text.message,
        paragraphs: [text.message],
        action: { label: 'Open the contract', screen: `/contracts/${contractId}` },
      },
    };
    await this.notifier.tell(delivery, [notice]);
  }
}
