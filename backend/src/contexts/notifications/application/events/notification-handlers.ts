import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ContractCompleted, ContractCreated } from '../../../contracting/events';
import { ApplicationAccepted, ApplicationRejected, ApplicationSubmitted } from '../../../jobs/events';
import { ConversationRead, MessageSent } from '../../../messaging/events';
import { ReviewSubmitted } from '../../../reviews/events';
import { Notification, unreadMessageNotificationOf } from '../../domain/notification.entity';
import { Notifier } from '../notifier';

/** The job's owner hears of each application (leads to the job's applications). */
@Injectable()
@HandlesEvents(ApplicationSubmitted)
export class NotifyApplicationSubmitted implements IntegrationEventHandler<ApplicationSubmitted> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: ApplicationSubmitted, delivery: EventDelivery): Promise<void> {
    const names = await this.notifier.namesOf([event.freelancerId]);
    await this.notifier.send(delivery, [
      {
        userId: event.clientId,
        type: 'job_application',
        entityId: event.jobId,
        title: 'New application',
        message: `${names.get(event.freelancerId)} applied to “${event.jobTitle}”.`,
      },
    ]);
  }
}

/** The applicant hears the owner's decision (leads to their applications). */
@Injectable()
@HandlesEvents(ApplicationAccepted, ApplicationRejected)
export class NotifyApplicationDecided implements IntegrationEventHandler<ApplicationAccepted | ApplicationRejected> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: ApplicationAccepted | ApplicationRejected, delivery: EventDelivery): Promise<void> {
    const accepted = event instanceof ApplicationAccepted;
    await this.notifier.send(delivery, [
      {
        userId: event.freelancerId,
        type: 'job_application',
        entityId: event.jobId,
        title: accepted ? 'Application accepted' : 'Application not selected',
        message: accepted
          ? `Your application to “${event.jobTitle}” was accepted. Your contract is being set up.`
          : `Your application to “${event.jobTitle}” was not selected this time.`,
      },
    ]);
  }
}

/** Both parties hear that their contract started, and that it was completed (leads to the contract). */
@Injectable()
@HandlesEvents(ContractCreated, ContractCompleted)
export class NotifyContractParties implements IntegrationEventHandler<ContractCreated | ContractCompleted> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: ContractCreated | ContractCompleted, delivery: EventDelivery): Promise<void> {
    const { clientId, freelancerId, contractId, jobTitle } = event;
    const names = await this.notifier.namesOf([clientId, freelancerId]);
    const started = event instanceof ContractCreated;
    await this.notifier.send(
      delivery,
      [
        [clientId, freelancerId],
        [freelancerId, clientId],
      ].map(([userId, otherId]) => ({
        userId,
        type: 'contract' as const,
        entityId: contractId,
        title: started ? 'Contract started' : 'Contract completed',
        message: started
          ? `Your contract for “${jobTitle}” with ${names.get(otherId)} is now active.`
          : `The contract for “${jobTitle}” is complete. Leave a review for ${names.get(otherId)}.`,
      })),
    );
  }
}

/** The reviewee hears of a review, without its rating: reviews are double-blind. */
@Injectable()
@HandlesEvents(ReviewSubmitted)
export class NotifyReviewSubmitted implements IntegrationEventHandler<ReviewSubmitted> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: ReviewSubmitted, delivery: EventDelivery): Promise<void> {
    const names = await this.notifier.namesOf([event.reviewerId]);
    await this.notifier.send(delivery, [
      {
        userId: event.revieweeId,
        type: 'review',
        entityId: event.contractId,
        title: 'New review',
        message: `${names.get(event.reviewerId)} reviewed you for “${event.jobTitle}”. Reviews show once you both have reviewed, or 14 days after completion.`,
      },
    ]);
  }
}

/** The receiver hears of new messages: one unread notification per sender, leading to their conversation. */
@Injectable()
@HandlesEvents(MessageSent)
export class NotifyMessageReceived implements IntegrationEventHandler<MessageSent> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: MessageSent, delivery: EventDelivery): Promise<void> {
    const names = await this.notifier.namesOf([event.senderId]);
    await this.notifier.sendUnlessUnreadFromSameSender(delivery, {
      userId: event.receiverId,
      type: 'message',
      entityId: event.senderId,
      title: 'New message',
      message: `${names.get(event.senderId)}: ${event.preview}`,
    });
  }
}

/** Opening a conversation settles its message notification too. */
@Injectable()
@HandlesEvents(ConversationRead)
export class SettleMessageNotifications implements IntegrationEventHandler<ConversationRead> {
  async handle(event: ConversationRead, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      await em.nativeUpdate(Notification, unreadMessageNotificationOf(event.readerId, event.otherUserId), { isRead: true });
    });
  }
}
