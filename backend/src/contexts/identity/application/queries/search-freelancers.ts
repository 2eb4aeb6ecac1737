import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { FreelancerCardView } from '../../public';
import { decodePageCursor, encodePageCursor, integerField, uuidField } from '../../../../platform/paging/page-cursor';
import type { Currency } from '../../../../platform/money/money';
import { assertRateFilter } from '../../domain/rate-filter';
import { searchWords } from '../../../../platform/search/search-words';
import {
  IdentityReadRepository,
  NEWCOMER_DAYS,
  RANK_SCORE_MAX,
  RATE_KEY_NONE,
  RateKey,
} from '../../infrastructure/identity-read-repository';
import { reviewAverage } from '../../domain/review-average';

export const FREELANCERS_PAGE_SIZE = { default: 24, max: 100 };

/** The languages filter: at most this many, each at most this long. */
export const LANGUAGE_FILTER_LIMITS = { count: 5, length: 40 };

/** best: rank score (decision 0075), newcomers in every NEWCOMER_SLOT-th slot of the first page; rate_low / rate_high: by hourly rate, those without one last (decision 0070). */
export const FREELANCER_SORTS = ['best', 'rate_low', 'rate_high'] as const;
export type FreelancerSort = (typeof FREELANCER_SORTS)[number];

/** Every NEWCOMER_SLOT-th place of the best order's first page goes to the best-ranked newcomer not already on it (decision 0075). */
export const NEWCOMER_SLOT = 4;

/** A result of the directory: the card, and why it stands where it does. */
export type FreelancerView = FreelancerCardView & {
  /** Why the result stands where it does, from the inputs of the order and nothing else: "Verified", "4.9 from 12 reviews", … */
  rankReasons: string[];
};

export type FreelancerSearch = {
  verifiedOnly?: boolean;
  searchTerm?: string;
  /** Languages the freelancer must all speak, any case. */
  languages?: string[];
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

/**
 * Position in the best order: the last row's rank score and id; the rank score and id of the last
 * newcomer the first page placed by the newcomer rule (-1 for none); the instant (epoch seconds)
 * after which accounts counted as newcomers for that page.
 */
type CursorKey = [rank: number, id: string, placedRank: number, placedId: string, newcomersSince: number];

type FreelancerRow = Awaited<ReturnType<IdentityReadRepository['freelancers']>>[number];

/**
 * Freelancers with a username in the directory's documented order (decision 0075): by rank score
 * (verified badge, published reviews, completed jobs), then id; on the first page of the best
 * order, every NEWCOMER_SLOT-th place goes to the best-ranked newcomer (an account younger than
 * NEWCOMER_DAYS) not already on it. Every search word must start a word of the name, username,
 * skills or bio; the last one may be unfinished. Matching decides who is listed, the rank the order.
 */
@QueryHandler(SearchFreelancersQuery)
export class SearchFreelancersHandler implements IQueryHandler<SearchFreelancersQuery> {
  constructor(private readonly reads: IdentityReadRepository) {}

  async execute({ search }: SearchFreelancersQuery): Promise<{ items: FreelancerView[]; nextCursor: string | null }> {
    assertRateFilter(search);
    const limit = search.limit ?? FREELANCERS_PAGE_SIZE.default;
    const sort = search.sort ?? 'best';
    const words = searchWords(search.searchTerm);
    const filter = {
      verifiedOnly: search.verifiedOnly ?? false,
      shownToVisitors: search.forVisitor ?? false,
      words,
      languages: (search.languages ?? []).map((language) => language.toLowerCase()),
      currency: search.currency,
      minRate: search.minRate,
      maxRate: search.maxRate,
      sort,
    };
    const view = (row: FreelancerRow, placedAsNewcomer: boolean) =>
      freelancerView(row, words, placedAsNewcomer, search.forVisitor ?? false);

    if (sort !== 'best') {
      const rows = await this.reads.freelancers({
        ...filter,
        afterRate: search.cursor ? rateCursorKey(search.cursor) : undefined,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => view(row, false)),
        nextCursor:
          rows.length > limit && last
            ? encodePageCursor([
                last.hourlyRateAmount ?? (sort === 'rate_low' ? RATE_KEY_NONE.low : RATE_KEY_NONE.high),
                last.id,
              ] satisfies RateCursorKey)
            : null,
      };
    }

    if (search.cursor) {
      const [rank, id, placedRank, placedId, newcomersSince] = cursorKey(search.cursor);
      const since = new Date(newcomersSince * 1000).toISOString();
      const rows = await this.reads.freelancers({
        ...filter,
        after: { rank, id },
        placedNewcomers: placedRank >= 0 ? { since, through: { rank: placedRank, id: placedId } } : undefined,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => view(row, false)),
        nextCursor:
          rows.length > limit && last
            ? encodePageCursor([last.rankScore, last.id, placedRank, placedId, newcomersSince] satisfies CursorKey)
            : null,
      };
    }

    // The first page: the best-ranked rows, and the best-ranked newcomers for the reserved places.
    const newcomersSince = Math.floor(Date.now() / 1000) - NEWCOMER_DAYS * 86_400;
    const reserved = Math.floor(limit / NEWCOMER_SLOT);
    const [ranked, newcomers] = await Promise.all([
      this.reads.freelancers({ ...filter, limit: limit + reserved + 1 }),
      reserved > 0
        ? this.reads.freelancers({ ...filter, newcomersSince: new Date(newcomersSince * 1000).toISOString(), limit: reserved })
        : [],
    ]);
    const { placed, lastRanked, lastPlacedNewcomer, moreRanked } = firstPage(ranked, newcomers, limit);
    return {
      items: placed.map(({ row, newcomerRule }) => view(row, newcomerRule)),
      nextCursor:
        moreRanked && lastRanked
          ? encodePageCursor([
              lastRanked.rankScore,
              lastRanked.id,
              lastPlacedNewcomer?.rankScore ?? -1,
              lastPlacedNewcomer?.id ?? lastRanked.id,
              newcomersSince,
            ] satisfies CursorKey)
          : null,
    };
  }
}

/**
 * The first page of the best order: rows by rank, except that every NEWCOMER_SLOT-th place takes
 * the next of `newcomers` (best-ranked first) not already shown; a newcomer placed there is not
 * shown again at their ranked place. Later pages continue after the last ranked row and leave out
 * the newcomers up to the last one placed.
 */
function firstPage(ranked: FreelancerRow[], newcomers: FreelancerRow[], limit: number) {
  const placed: { row: FreelancerRow; newcomerRule: boolean }[] = [];
  const shown = new Set<string>();
  let lastRanked: FreelancerRow | undefined;
  let lastPlacedNewcomer: FreelancerRow | undefined;
  let nextRanked = 0;
  let nextNewcomer = 0;
  const skipShownRanked = () => {
    while (nextRanked < ranked.length && shown.has(ranked[nextRanked].id)) nextRanked++;
  };
  while (placed.length < limit) {
    if ((placed.length + 1) % NEWCOMER_SLOT === 0) {
      while (nextNewcomer < newcomers.length && shown.has(newcomers[nextNewcomer].id)) nextNewcomer++;
      const newcomer = newcomers[nextNewcomer];
      if (newcomer) {
        placed.push({ row: newcomer, newcomerRule: true });
        shown.add(newcomer.id);
        lastPlacedNewcomer = newcomer;
        nextNewcomer++;
        continue;
      }
    }
    skipShownRanked();
    const row = ranked[nextRanked];
    if (!row) break;
    placed.push({ row, newcomerRule: false });
    shown.add(row.id);
    lastRanked = row;
    nextRanked++;
  }
  skipShownRanked();
  return { placed, lastRanked, lastPlacedNewcomer, moreRanked: nextRanked < ranked.length };
}

/** A row as the directory shows it, with the reasons for its place. */
function freelancerView(
  { rankScore: _rankScore, hourlyRateCurrency, hourlyRateAmount, reviewRatingSum, location, ...freelancer }: FreelancerRow,
  words: readonly string[],
  placedAsNewcomer: boolean,
  forVisitor: boolean,
): FreelancerView {
  const rating = reviewAverage(freelancer.reviewCount, reviewRatingSum);
  return {
    ...freelancer,
    // A visitor who is not signed in never learns where someone is (decision 0061).
    location: forVisitor ? null : location,
    rating,
    hourlyRate:
      hourlyRateCurrency === null || hourlyRateAmount === null ? null : { currency: hourlyRateCurrency, amount: hourlyRateAmount },
    rankReasons: rankReasons({ ...freelancer, rating }, words, placedAsNewcomer),
  };
}

/**
 * The reasons a result stands where it does, in the rank's terms (decision 0075): each input of
 * the rank score the freelancer has, how many search words their skills match, and the newcomer
 * rule when it placed them.
 */
export function rankReasons(
  freelancer: { isVerified: boolean; rating: number | null; reviewCount: number; completedJobsCount: number; skills: string[] },
  words: readonly string[],
  placedAsNewcomer: boolean,
): string[] {
  const reasons: string[] = [];
  if (placedAsNewcomer) reasons.push('New to VerifiedWork');
  if (freelancer.isVerified) reasons.push('Verified');
  if (freelancer.rating !== null) reasons.push(`${freelancer.rating.toFixed(1)} from ${plural(freelancer.reviewCount, 'review')}`);
  if (freelancer.completedJobsCount > 0) reasons.push(`${plural(freelancer.completedJobsCount, 'completed job')}`);
  const skillMatches = skillsMatched(freelancer.skills, words);
  if (skillMatches > 0) reasons.push(`Skills match ${skillMatches} of your search words`);
  return reasons;
}

/** How many of the search words begin a word of the skills (the last one may be unfinished, as in the search). */
function skillsMatched(skills: readonly string[], words: readonly string[]): number {
  const skillWords = skills.flatMap((skill) => searchWords(skill));
  return words.filter((word, index) =>
    skillWords.some((skillWord) => (index === words.length - 1 ? skillWord.startsWith(word) : skillWord === word)),
  ).length;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * The position a cursor names: a rank score (0 to 170), an id; the last placed newcomer's rank
 * score (-1 for none) and id; the newcomers' instant in epoch seconds.
 */
function cursorKey(cursor: string): CursorKey {
  return decodePageCursor<CursorKey>(cursor, [
    integerField(0, RANK_SCORE_MAX),
    uuidField,
    integerField(-1, RANK_SCORE_MAX),
    uuidField,
    integerField(0, 2 ** 40),
  ]);
}

/** Position in a rate order: the rate key (none sorts last), an id. */
type RateCursorKey = [rate: number, id: string];

function rateCursorKey(cursor: string): RateKey {
  const [rate, id] = decodePageCursor<RateCursorKey>(cursor, [integerField(-1, RATE_KEY_NONE.low), uuidField]);
  return { rate, id };
}
