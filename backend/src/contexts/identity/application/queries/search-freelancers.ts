import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { decodePageCursor, encodePageCursor, integerField, uuidField } from '../../../../platform/paging/page-cursor';
import type { Amount, Currency } from '../../../../platform/money/money';
import { assertRateFilter } from '../../domain/rate-filter';
import { MAX_SEARCH_WORDS, searchWords } from '../../../../platform/search/search-words';
import { FreelancerKey, IdentityReadRepository, RATE_KEY_NONE, RateKey } from '../../infrastructure/identity-read-repository';
import { reviewAverage } from '../../domain/review-average';

export const FREELANCERS_PAGE_SIZE = { default: 24, max: 100 };

/** best: relevance, trust score, completed jobs; rate_low / rate_high: by hourly rate, those without one last (decision 0070). */
export const FREELANCER_SORTS = ['best', 'rate_low', 'rate_high'] as const;
export type FreelancerSort = (typeof FREELANCER_SORTS)[number];

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
  hourlyRate: Amount | null;
  skills: string[];
  completedJobsCount: number;
};

export type FreelancerSearch = {
  verifiedOnly?: boolean;
  searchTerm?: string;
  /** Rates in this currency only; min and max (minor units) need it. */
  currency?: Currency;
  minRate?: number;
  maxRate?: number;
  sort?: FreelancerSort;
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
    assertRateFilter(search);
    const limit = search.limit ?? FREELANCERS_PAGE_SIZE.default;
    const sort = search.sort ?? 'best';
    const rows = await this.reads.freelancers({
      verifiedOnly: search.verifiedOnly ?? false,
      shownToVisitors: search.forVisitor ?? false,
      words: searchWords(search.searchTerm),
      currency: search.currency,
      minRate: search.minRate,
      maxRate: search.maxRate,
      sort,
      after: search.cursor && sort === 'best' ? cursorKey(search.cursor) : undefined,
      afterRate: search.cursor && sort !== 'best' ? rateCursorKey(search.cursor) : undefined,
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map(
        ({
          relevance: _relevance,
          scoreKey: _scoreKey,
          hourlyRateCurrency,
          hourlyRateAmount,
          reviewRatingSum,
          location,
          ...freelancer
        }) => ({
          ...freelancer,
          // A visitor who is not signed in never learns where someone is (decision 0061).
          location: search.forVisitor ? null : location,
          rating: reviewAverage(freelancer.reviewCount, reviewRatingSum),
          hourlyRate:
            hourlyRateCurrency === null || hourlyRateAmount === null ? null : { currency: hourlyRateCurrency, amount: hourlyRateAmount },
        }),
      ),
      nextCursor:
        rows.length > limit && last
          ? sort === 'best'
            ? encodePageCursor([last.relevance, last.scoreKey, last.completedJobsCount, last.id] satisfies CursorKey)
            : encodePageCursor([
                last.hourlyRateAmount ?? (sort === 'rate_low' ? RATE_KEY_NONE.low : RATE_KEY_NONE.high),
                last.id,
              ] satisfies RateCursorKey)
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

/** Position in a rate order: the rate key (none sorts last), an id. */
type RateCursorKey = [rate: number, id: string];

function rateCursorKey(cursor: string): RateKey {
  const [rate, id] = decodePageCursor<RateCursorKey>(cursor, [integerField(-1, RATE_KEY_NONE.low), uuidField]);
  return { rate, id };
}
