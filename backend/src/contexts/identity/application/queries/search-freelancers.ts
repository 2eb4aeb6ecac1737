import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { readRows } from '../../../../platform/database/read-rows';
import { decodePageCursor, encodePageCursor, integerField, uuidField } from '../../../../platform/paging/page-cursor';

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

type Row = FreelancerView & { scoreKey: number; hourlyRate: string | null };

/**
 * Freelancers with a username, best first: by trust score, then completed jobs. Every word of
 * the search must appear in the name, username, bio or skills (case-insensitive).
 */
@QueryHandler(SearchFreelancersQuery)
export class SearchFreelancersHandler implements IQueryHandler<SearchFreelancersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ search }: SearchFreelancersQuery): Promise<{ items: FreelancerView[]; nextCursor: string | null }> {
    const limit = search.limit ?? FREELANCERS_PAGE_SIZE.default;
    const conditions = ["role = 'freelancer'", 'username is not null'];
    const params: unknown[] = [];
    if (search.verifiedOnly) conditions.push('is_verified');
    for (const pattern of likePatterns(search.searchTerm)) {
      conditions.push(
        `lower(first_name || ' ' || last_name || ' ' || username || ' ' || coalesce(bio, '') || ' ' || array_to_string(skills, ' ')) like ?`,
      );
      params.push(pattern);
    }
    if (search.cursor) {
      // A score from -1 (none) to 100, a count that fits an integer column, an id.
      const [score, jobs, id] = decodePageCursor<CursorKey>(search.cursor, [
        integerField(-1, 100),
        integerField(0, 2 ** 31 - 1),
        uuidField,
      ]);
      // After the key in (score desc, jobs desc, id asc) order.
      conditions.push(
        '(coalesce(trust_score, -1) < ? or (coalesce(trust_score, -1) = ? and (completed_jobs_count < ? or (completed_jobs_count = ? and id > ?))))',
      );
      params.push(score, score, jobs, jobs, id);
    }
    const rows = await readRows<Row>(
      this.em,
      `select id, username, first_name as "firstName", last_name as "lastName", profile_image_url as "profileImageUrl",
              is_verified as "isVerified", trust_score as "trustScore", bio, location, hourly_rate as "hourlyRate", skills,
              completed_jobs_count as "completedJobsCount", coalesce(trust_score, -1) as "scoreKey"
       from users where ${conditions.join(' and ')}
       order by coalesce(trust_score, -1) desc, completed_jobs_count desc, id
       limit ?`,
      [...params, limit + 1],
    );
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
