import { IntegrationEvent, IntegrationEventType } from '../../platform/outbox/integration-event';
import type { AppealDecision } from './domain/appeal.entity';
import type { DisputeUpdate } from './domain/dispute.entity';
import type { ReportOutcome, ReportType } from './domain/report.entity';

/** What an administrator can take down: a job post, a portfolio item, a message. */
export type TakenDownContent = 'job' | 'portfolio_item' | 'message';

/*
 * The integration events this context publishes. Subscribing to them is no dependency on the
 * context: this file imports no context code but the types of its own payloads.
 */

/** An administrator resolved or dismissed a report: its reporter hears the outcome. */
@IntegrationEventType('moderation.report_closed')
export class ReportClosed extends IntegrationEvent {
  constructor(
    readonly reportId: string,
    readonly reporterId: string,
    readonly reportType: ReportType,
    readonly outcome: ReportOutcome,
    /** The administrator's note to the reporter. */
    readonly note: string,
  ) {
    super();
  }
}

/** A party opened a dispute on their contract: the other party hears it. */
@IntegrationEventType('moderation.dispute_opened')
export class DisputeOpened extends IntegrationEvent {
  constructor(
    readonly disputeId: string,
    readonly contractId: string,
    readonly jobTitle: string,
    readonly clientId: string,
    readonly freelancerId: string,
    readonly initiatorId: string,
  ) {
    super();
  }
}

/** An administrator took a dispute up or resolved it: both parties of the contract hear it. */
@IntegrationEventType('moderation.dispute_updated')
export class DisputeUpdated extends IntegrationEvent {
  constructor(
    readonly disputeId: string,
    readonly contractId: string,
    readonly jobTitle: string,
    readonly clientId: string,
    readonly freelancerId: string,
    readonly status: DisputeUpdate,
    /** Set when resolved. */
    readonly resolution: string | null,
  ) {
    super();
  }
}

/**
 * An administrator suspended the account (decision 0035): every context hides what it shows of
 * the user to others; identity ends their sessions and refuses their sign-in until it is lifted.
 */
@IntegrationEventType('moderation.account_suspended')
export class AccountSuspended extends IntegrationEvent {
  constructor(
    readonly actionId: string,
    readonly userId: string,
    readonly reason: string,
    /** ISO timestamp; null: until an administrator lifts it. */
    readonly endsAt: string | null,
  ) {
    super();
  }
}

/** A suspension ended, lifted by an administrator or at its end: what was hidden shows again. */
@IntegrationEventType('moderation.account_suspension_lifted')
export class AccountSuspensionLifted extends IntegrationEvent {
  constructor(
    readonly actionId: string,
    readonly userId: string,
  ) {
    super();
  }
}

/** An administrator took content down: its context hides it from everyone but its owner. */
@IntegrationEventType('moderation.content_taken_down')
export class ContentTakenDown extends IntegrationEvent {
  constructor(
    readonly actionId: string,
    readonly kind: TakenDownContent,
    readonly subjectId: string,
    readonly ownerId: string,
    readonly reason: string,
  ) {
    super();
  }
}

/** A takedown was lifted: the content shows again (a removed message never comes back). */
@IntegrationEventType('moderation.content_restored')
export class ContentRestored extends IntegrationEvent {
  constructor(
    readonly actionId: string,
    readonly kind: TakenDownContent,
    readonly subjectId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}

/** What an appeal is of: the account's suspension, or the content an administrator acted on. */
export type AppealedAction = 'suspension' | TakenDownContent;

/** A user appealed an administrator's action on their account or content (decision 0065): the appeals queue grows. */
@IntegrationEventType('moderation.appeal_filed')
export class AppealFiled extends IntegrationEvent {
  constructor(
    readonly appealId: string,
    readonly actionId: string,
    readonly appellantId: string,
    readonly action: AppealedAction,
  ) {
    super();
  }
}

/**
 * An administrator other than the one who acted decided an appeal (decision 0065): the appellant
 * hears the outcome and the reason, by email too, as a suspended user has no session to read it in.
 * A lift also records the action's own end (AccountSuspensionLifted, ContentRestored).
 */
@IntegrationEventType('moderation.appeal_decided')
export class AppealDecided extends IntegrationEvent {
  constructor(
    readonly appealId: string,
    readonly actionId: string,
    readonly appellantId: string,
    readonly action: AppealedAction,
    /** The account (suspension), job post, portfolio item or message. */
    readonly subjectId: string,
    readonly decision: AppealDecision,
    /** The administrator's reason, told to the appellant. */
    readonly reason: string,
  ) {
    super();
  }
}
