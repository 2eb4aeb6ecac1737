import { Query, QueryBus } from '@nestjs/cqrs';
import { IntegrationEvent, IntegrationEventType } from '../../platform/outbox/integration-event';
import { calendarDate } from '../../platform/text/calendar-date';
import { GetJobTitlesQuery } from '../jobs/public';
import type { DisputeUpdate } from './domain/dispute.entity';
import type { ReportOutcome, ReportType } from './domain/report.entity';

export type { DisputeUpdate } from './domain/dispute.entity';
export type { ReportOutcome, ReportType } from './domain/report.entity';

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

/** Reports waiting for an administrator (pending). */
export class CountActiveReportsQuery extends Query<number> {}

/** Disputes not yet resolved (open or under review). */
export class CountOpenDisputesQuery extends Query<number> {}

/** Which of these contracts have a dispute not yet resolved (open or under review). */
export class FindDisputedContractsQuery extends Query<Set<string>> {
  constructor(readonly contractIds: readonly string[]) {
    super();
  }
}

/** A report the user filed, as their data export lists it. */
export type ExportedReport = {
  id: string;
  reportType: ReportType;
  targetId: string;
  reason: string;
  evidence: string | null;
  status: 'pending' | ReportOutcome;
  /** The administrator's note to the user, once reviewed. */
  note: string | null;
  createdAt: string;
  reviewedAt: string | null;
};

/** Every report the user filed, oldest first, read a page at a time as the caller iterates. */
export class ExportFiledReportsQuery extends Query<AsyncIterable<ExportedReport>> {
  constructor(readonly userId: string) {
    super();
  }
}

/** A dispute on one of the user's contracts, whoever opened it, as their data export lists it. */
export type ExportedDispute = {
  id: string;
  contractId: string;
  jobTitle: string;
  openedByMe: boolean;
  reason: string;
  status: 'open' | 'under_review' | 'resolved';
  resolution: string | null;
  createdAt: string;
  updatedAt: string;
  resolvedAt: string | null;
};

/** Every dispute on the user's contracts (as their disputes screen shows them), oldest first, read a page at a time. */
export class ExportDisputesQuery extends Query<AsyncIterable<ExportedDispute>> {
  constructor(readonly userId: string) {
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

/** What an administrator can take down: a job post, a portfolio item, a message. */
export type TakenDownContent = 'job' | 'portfolio_item' | 'message';

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

/** When a suspension ends, as the user's notices say it (AccountSuspended's endsAt). */
export function suspensionEndText(endsAt: string | null): string {
  return endsAt ? `until ${calendarDate(new Date(endsAt))}` : 'until an administrator lifts it';
}

/** How the user's notices (notification, email) name taken-down content: a job post by its title. */
export async function describeTakenDownContent(queryBus: QueryBus, kind: TakenDownContent, subjectId: string): Promise<string> {
  if (kind === 'portfolio_item') return 'one of your portfolio items';
  if (kind === 'message') return 'a message you sent';
  const title = (await queryBus.execute(new GetJobTitlesQuery([subjectId]))).get(subjectId);
  return title ? `your job post “${title}”` : 'one of your job posts';
}
