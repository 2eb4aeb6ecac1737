import { IntegrationEvent, IntegrationEventType } from '../../platform/outbox/integration-event';

/*
 * The integration events this context publishes. Subscribing to them is no dependency on the
 * context: this file imports no context code.
 */

/**
 * Messages to the user have waited unread past MESSAGE_DIGEST_DELAY_MINUTES: one digest email is
 * due, of their unread messages up to coveredUntil. Recorded by this context's own schedule
 * and handled by it, through the outbox, so the email leaves after the window was recorded and is
 * sent once however often the event is delivered. Its type keeps the name it had when email was
 * a context of its own (decision 0057): outbox rows already recorded carry it.
 */
@IntegrationEventType('email.unread_messages_digest_due')
export class UnreadMessagesDigestDue extends IntegrationEvent {
  constructor(
    readonly userId: string,
    /** ISO timestamp: the newest message the digest covers. */
    readonly coveredUntil: string,
  ) {
    super();
  }
}

/**
 * New items came to the administrators' queues and the administrator's digest window is over:
 * one email is due, of what waits in every queue when it is handled. Recorded by this context's
 * own schedule (RecordDueAdminQueueDigestsCommand) in the transaction that takes the digest off
 * the schedule, and handled by it, through the outbox, so the email is sent once.
 */
@IntegrationEventType('notifications.admin_queue_digest_due')
export class AdminQueueDigestDue extends IntegrationEvent {
  constructor(
    readonly adminId: string,
    /** ISO timestamp: when it was due. */
    readonly dueAt: string,
  ) {
    super();
  }
}
