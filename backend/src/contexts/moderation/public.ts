import { Query, QueryBus } from '@nestjs/cqrs';
import { calendarDate } from '../../platform/text/calendar-date';
import { GetJobTitlesQuery } from '../jobs/public';
export * from './events';
import type { TakenDownContent } from './events';

export type { DisputeUpdate } from './domain/dispute.entity';
export type { ReportOutcome, ReportType } from './domain/report.entity';

/** Reports waiting for an administrator (pending). */
export class CountActiveReportsQuery extends Query<number> {}

/** Disputes not yet resolved (open or under review). */
export class CountOpenDisputesQuery extends Query<number> {}

/** Appeals waiting for an administrator's decision (pending; decision 0065). */
export class CountPendingAppealsQuery extends Query<number> {}

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
