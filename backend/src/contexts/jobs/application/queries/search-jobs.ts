import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { JobCategory } from '../../domain/categories';
import { JobType } from '../../domain/job-post.entity';
import { JOB_ROW_COLUMNS, JobRow, JobView } from '../views';
import { JobReadModel } from './job-read-model';
import { readRows } from '../../../../platform/database/read-rows';
import { decodeKeysetCursor, encodeKeysetCursor, PAGE_SIZE } from '../../../../platform/paging/keyset-page';

export const SEARCH_PAGE_SIZE = PAGE_SIZE;
const MAX_SEARCH_WORDS = 8;

export type JobSearch = {
  jobType?: JobType;
  category?: JobCategory;
  /** Only posts by verified clients. */
  verifiedOnly?: boolean;
  searchTerm?: string;
  sort: 'newest' | 'oldest';
  cursor?: string;
  limit: number;
};

export type JobSearchPage = {
  items: JobView[];
  nextCursor: string | null;
};

/** Open posts matching the filters and words, newest or oldest first, a keyset page at a time. */
export class SearchJobsQuery extends Query<JobSearchPage> {
  constructor(readonly search: JobSearch) {
    super();
  }
}

/**
 * 'night shif' → 'night & shif:*': every word must match; the last one also as a prefix, as the
 * user may still be typing it ('moder' finds 'moderator'). Whole words before it keep the GIN
 * index on its fast path: a prefix term reads every posting list under that prefix.
 */
export function toPrefixTsQuery(searchTerm: string | undefined): string | null {
  const words = ((searchTerm ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

export type Statement = { sql: string; params: unknown[] };

/**
 * The SQL of one search page. Pure, so the benchmark's bare server runs exactly the statement
 * the API runs. There is deliberately no count: counting every match of a common word costs more
 * than the page itself on a large table (docs/decisions/0006).
 */
export function buildSearchStatement(search: JobSearch): Statement {
  const filters: string[] = ["j.status = 'open'"];
  const params: unknown[] = [];
  if (search.jobType) {
    filters.push('j.job_type = ?');
    params.push(search.jobType);
  }
  if (search.category) {
    filters.push('j.category = ?');
    params.push(search.category);
  }
  if (search.verifiedOnly) filters.push('j.client_verified');
  const tsQuery = toPrefixTsQuery(search.searchTerm);
  if (tsQuery) {
    filters.push("j.search_vector @@ to_tsquery('english', ?)");
    params.push(tsQuery);
  }

  const descending = search.sort === 'newest';
  if (search.cursor) {
    const position = decodeKeysetCursor(search.cursor);
    filters.push(`(j.created_at, j.id) ${descending ? '<' : '>'} (?::timestamptz, ?::uuid)`);
    params.push(position.at, position.id);
  }
  const direction = descending ? 'desc' : 'asc';
  // One row more than the page tells whether another page follows.
  return {
    sql: `select ${JOB_ROW_COLUMNS} from job_posts j where ${filters.join(' and ')} order by j.created_at ${direction}, j.id ${direction} limit ?`,
    params: [...params, search.limit + 1],
  };
}

@QueryHandler(SearchJobsQuery)
export class SearchJobsHandler implements IQueryHandler<SearchJobsQuery> {
  constructor(
    private readonly readModel: JobReadModel,
    private readonly em: EntityManager,
  ) {}

  async execute({ search }: SearchJobsQuery): Promise<JobSearchPage> {
    const statement = buildSearchStatement(search);
    const rows = await readRows<JobRow>(this.em, statement.sql, statement.params);
    const hasMore = rows.length > search.limit;
    const pageRows = rows.slice(0, search.limit);
    const last = pageRows[pageRows.length - 1];
    const nextCursor = hasMore && last ? encodeKeysetCursor({ at: last.created_at_key, id: last.id }) : null;
    return { items: await this.readModel.views(pageRows), nextCursor };
  }
}
