import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { decodePageCursor, encodePageCursor, integerField, uuidField } from '../../../../platform/paging/page-cursor';
import { FreelancerKey, IdentityReadRepository } from '../../infrastructure/identity-read-repository';

export const FREELANCERS_PAGE_SIZE = { default: 24, max: 100 };

export type FreelancerView = {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  isVerified: boolean;
  trustScore: number | null;
  bio: string | null;
  location: string | null;
  hourlyRate: number | null;
  skills: string[];
  completedJobsCount: number;
};

export type FreelancerSearch = { verifiedOnly?: boolean; searchTerm?: string; cursor?: string; limit?: number };

export class SearchFreelancersQuery extends Query<{ items: FreelancerView[]; nextCursor: string | null }> {
  constructor(readonly search: FreelancerSearch) {
    super();
  }
}

/** Position in the order: trust score (none sorts last), completed jobs, id. */
type CursorKey = [score: number, jobs: number, id: string];

/** Each word, with LIKE's wildcards taken literally. */
function likePatterns(searchTerm: string | undefined): string[] {
  return (searchTerm ?? '')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
}

/**
 * Freelancers with a username, best first: by trust score, then completed jobs. Every word of
 * the search must appear in the name, username, bio or skills (case-insensitive).
 */
@QueryHandler(SearchFreelancersQuery)
export class SearchFreelancersHandler implements IQueryHandler<SearchFreelancersQuery> {
  constructor(private readonly reads: IdentityReadRepository) {}

  async execute({ search }: SearchFreelancersQuery): Promise<{ items: FreelancerView[]; nextCursor: string | null }> {
    const limit = search.limit ?? FREELANCERS_PAGE_SIZE.default;
    const rows = await this.reads.freelancers({
      verifiedOnly: search.verifiedOnly ?? false,
      patterns: likePatterns(search.searchTerm),
      after: search.cursor ? cursorKey(search.cursor) : undefined,
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map(({ scoreKey: _scoreKey, hourlyRate, ...freelancer }) => ({
        ...freelancer,
        hourlyRate: hourlyRate === null ? null : Number(hourlyRate),
      })),
      nextCursor:
        rows.length > limit && last ? encodePageCursor([last.scoreKey, last.completedJobsCount, last.id] satisfies CursorKey) : null,
    };
  }
}

/** The position a cursor names: a score from -1 (none) to 100, a count that fits an integer column, an id. */
function cursorKey(cursor: string): FreelancerKey {
  const [score, jobs, id] = decodePageCursor<CursorKey>(cursor, [integerField(-1, 100), integerField(0, 2 ** 31 - 1), uuidField]);
  return { score, jobs, id };
}
