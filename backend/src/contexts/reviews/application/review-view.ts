import { QueryBus } from '@nestjs/cqrs';
import { FindJobTitlesOfContractsQuery } from '../../contracting/public';
import { GetUserSummariesQuery, PartyView, toPartyView } from '../../identity/public';
import type { ReviewRow } from '../infrastructure/reviews-read-repository';

export type ReviewView = Omit<ReviewRow, 'createdAt' | 'publishedAt'> & {
  createdAt: Date;
  publishedAt: Date | null;
  /** 'waiting': hidden from everyone but its author until the other party reviews or the blind period ends. */
  status: 'published' | 'waiting';
  /** A suspended reviewer's review stays, marked. */
  reviewer: PartyView | null;
  /** The title of the job the contract was for; null if the contract is gone. */
  jobTitle: string | null;
};

export async function toViews(queryBus: QueryBus, rows: ReviewRow[]): Promise<ReviewView[]> {
  const [people, jobTitles] = await Promise.all([
    queryBus.execute(new GetUserSummariesQuery(rows.map((row) => row.reviewerId))),
    queryBus.execute(new FindJobTitlesOfContractsQuery(rows.map((row) => row.contractId))),
  ]);
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    publishedAt: row.publishedAt === null ? null : new Date(row.publishedAt),
    status: row.publishedAt ? 'published' : 'waiting',
    reviewer: toPartyView(people.get(row.reviewerId)),
    jobTitle: jobTitles.get(row.contractId) ?? null,
  }));
}
