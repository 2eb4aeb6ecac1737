import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { decodePageCursor, encodePageCursor, integerField, uuidField } from '../../../../platform/paging/page-cursor';
import { MAX_SEARCH_WORDS, searchWords } from '../../../../platform/search/search-words';
import { FreelancerKey, IdentityReadRepository } from '../../infrastructure/identity-read-repository';
import { reviewAverage } from '../../domain/review-average';

export const FREELANCERS_PAGE_SIZE = { default: 24, max: 100 };

export type FreelancerView = {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  isVerified: boolean;
  trustScore: number | null;
  rating: number | null;
  reviewCount: number;
  bio: string | null;
  location: string | null;
  hourlyRate: number | null;
  skills: string[];
  completedJobsCount: number;
};

export type FreelancerSearch = {
  verifiedOnly?: boolean;
  searchTerm?: string;
  cursor?: string;
  limit?: number;
  /** A visitor who is not signed in finds only those who show their profile to everyone, and not where they are (decision 0061). */
  forVisitor?: boolean;
};

export class SearchFreelancersQuery extends Query<{ items: FreelancerView[]; nextCursor: string | null }> {
  constructor(readonly search: FreelancerSearch) {
    super();
  }
}

/** Position in the order: relevance, trust score (none sorts last), completed jobs, id. */
type CursorKey = [relevance: number, score: number, jobs: number, id: string];

/**
 * Freelancers with a username, best first: those whose name or username holds the search's words,
 * then skills, then bio (decision 0037); then by trust score, then completed jobs. Every word must
 * start a word of the name, username, skills or bio; the last one may be unfinished.
 */
@QueryHandler(SearchFreelancersQuery)
export class SearchFreelancersHandler implements IQueryHandler<SearchFreelancersQuery> {
  constructor(private readonly reads: IdentityReadRepository) {}

  async execute({ search }: SearchFreelancersQuery): Promise<{ items: FreelancerView[]; nextCursor: string | null }> {
    const limit = search.limit ?? FREELANCERS_PAGE_SIZE.default;
    const rows = await this.reads.freelancers({
      verifiedOnly: search.verifiedOnly ?? false,
      shownToVisitors: search.forVisitor ?? false,
      words: searchWords(search.searchTerm),
      after: search.cursor ? cursorKey(search.cursor) : undefined,
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map(({ relevance: _relevance, scoreKey: _scoreKey, hourlyRate, reviewRatingSum, location, ...freelancer }) => ({
        ...freelancer,
        // A visitor who is not signed in never learns where someone is (decision 0061).
        location: search.forVisitor ? null : location,
        rating: reviewAverage(freelancer.reviewCount, reviewRatingSum),
        hourlyRate: hourlyRate === null ? null : Number(hourlyRate),
      })),
      nextCursor:
        rows.length > limit && last
          ? encodePageCursor([last.relevance, last.scoreKey, last.completedJobsCount, last.id] satisfies CursorKey)
          : null,
    };
  }
}

/**
 * The position a cursor names: a relevance from 0 to 2 per word, a score from -1 (none) to 100, a
 * count that fits an integer column, an id.
 */
function cursorKey(cursor: string): FreelancerKey {
  const [relevance, score, jobs, id] = decodePageCursor<CursorKey>(cursor, [
    integerField(0, 2 * MAX_SEARCH_WORDS),
    integerField(-1, 100),
    integerField(0, 2 ** 31 - 1),
    uuidField,
  ]);
  return { relevance, score, jobs, id };
}
