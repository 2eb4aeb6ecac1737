import { QueryBus } from '@nestjs/cqrs';
import { GetAccountStandingsQuery, GetUserSummariesQuery } from '../../identity/public';
import type { ReviewStatus, SafetyReview } from '../domain/safety-review.entity';
import type { ScreenedKind } from '../domain/screen';
import type { AuthorHistory, SafetyReadRepository } from '../infrastructure/safety-read-repository';
import type { SafetyReasonView } from '../public';
import type { AdminQueues, QueueItemFacts } from '../../../platform/admin-queues/admin-queues';

/** The author as the queue shows them: who, how long here, verified or suspended, and what was flagged before. */
export type ReviewAuthorView = {
  id: string;
  firstName: string;
  lastName: string;
  username: string | null;
  isVerified: boolean;
  isSuspended: boolean;
  joinedAt: string | null;
  history: AuthorHistory;
};

/** A warned or held text as administrators judge it. */
export type AdminSafetyReviewView = {
  id: string;
  contentKind: ScreenedKind;
  contentId: string;
  verdict: 'warn' | 'hold';
  reasons: SafetyReasonView[];
  text: string;
  status: ReviewStatus;
  contestedAt: string | null;
  contestNote: string | null;
  decidedAt: string | null;
  decisionNote: string | null;
  createdAt: string;
  author: ReviewAuthorView | null;
  /** Who is working on it and what was decided before on its author. */
  queue: QueueItemFacts;
};

/** What the author sees of their contest. */
export type ContestView = { contentKind: ScreenedKind; contentId: string; status: ReviewStatus; contestedAt: string };

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The reviews with their authors (one query each for names, standings and histories). */
export async function toAdminSafetyReviewViews(
  queryBus: QueryBus,
  reads: SafetyReadRepository,
  queues: AdminQueues,
  reviews: readonly SafetyReview[],
): Promise<AdminSafetyReviewView[]> {
  const authorIds = [...new Set(reviews.map((review) => review.authorId))];
  const [people, standings, histories] = await Promise.all([
    queryBus.execute(new GetUserSummariesQuery(authorIds)),
    queryBus.execute(new GetAccountStandingsQuery(authorIds)),
    reads.historiesOf(authorIds),
  ]);
  const views = reviews.map((review) => {
    const person = people.get(review.authorId);
    return {
      id: review.id,
      contentKind: review.contentKind,
      contentId: review.contentId,
      verdict: review.verdict,
      reasons: review.reasons,
      text: review.text,
      status: review.status,
      contestedAt: iso(review.contestedAt),
      contestNote: review.contestNote,
      decidedAt: iso(review.decidedAt),
      decisionNote: review.decisionNote,
      createdAt: review.createdAt.toISOString(),
      author: person
        ? {
            id: person.id,
            firstName: person.firstName,
            lastName: person.lastName,
            username: person.username,
            isVerified: person.isVerified,
            isSuspended: person.isSuspended,
            joinedAt: iso(standings.get(review.authorId)?.joinedAt ?? null),
            history: histories.get(review.authorId)!,
          }
        : null,
    };
  });
  return queues.withFacts('safety', views, (view) => view.author?.id ?? null);
}
