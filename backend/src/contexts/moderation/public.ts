import { Query, QueryBus } from '@nestjs/cqrs';
import { calendarDate } from '../../platform/text/calendar-date';
import { GetJobTitlesQuery } from '../jobs/public';
export * from './events';
import type { TakenDownContent } from './events';
import type { ReportOutcome, ReportType } from './domain/report.entity';

export type { DisputeUpdate } from './domain/dispute.entity';
export type { ReportOutcome, ReportType } from './domain/report.entity';

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
