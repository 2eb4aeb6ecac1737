import { QueryBus } from '@nestjs/cqrs';
import { GetUserSummariesQuery, PartyView, toPartyView } from '../../identity/public';
import type { ReviewRow } from '../infrastructure/reviews-read-repository';

export type ReviewView = Omit<ReviewRow, 'createdAt' | 'publishedAt'> & {
  createdAt: Date;
  publishedAt: Date | null;
  /** 'waiting': hidden from everyone but its author until the other party reviews or the blind period ends. */
  status: 'published' | 'waiting';
  /** A suspended reviewer's review stays, marked. */
  reviewer: PartyView | null;
};

export async function toViews(queryBus: QueryBus, rows: ReviewRow[]): Promise<ReviewView[]> {
  const people = await queryBus.execute(new GetUserSummariesQuery(rows.map((row) => row.reviewerId)));
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    publishedAt: row.publishedAt === null ? null : new Date(row.publishedAt),
    status: row.publishedAt ? 'published' : 'waiting',
    reviewer: toPartyView(people.get(row.reviewerId)),
  }));
}
