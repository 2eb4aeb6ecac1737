import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PAGE_SIZE } from '../../../../platform/paging/keyset-page';
import { JobSearch, JobsReadRepository } from '../../infrastructure/jobs-read-repository';
import { JobAudience, JobView } from '../views';
import { JobReadModel } from './job-read-model';
import { assertPayFilter } from '../../domain/job-pay';

export const SEARCH_PAGE_SIZE = PAGE_SIZE;

/** The search's orders: newest or oldest first, or the highest pay first (decision 0070). */
export const JOB_SEARCH_SORTS = ['newest', 'oldest', 'pay_high'] as const;
export type JobSearchSort = (typeof JOB_SEARCH_SORTS)[number];

export type JobSearchPage = {
  items: JobView[];
  nextCursor: string | null;
};

/** Open posts matching the filters and words, newest, oldest or highest pay first, a keyset page at a time. */
export class SearchJobsQuery extends Query<JobSearchPage> {
  constructor(
    readonly search: JobSearch,
    /** A visitor who is not signed in sees members-only posters unnamed (decision 0061). */
    readonly audience: JobAudience = 'members',
  ) {
    super();
  }
}

@QueryHandler(SearchJobsQuery)
export class SearchJobsHandler implements IQueryHandler<SearchJobsQuery> {
  constructor(
    private readonly reads: JobsReadRepository,
    private readonly readModel: JobReadModel,
  ) {}

  async execute({ search, audience }: SearchJobsQuery): Promise<JobSearchPage> {
    assertPayFilter(search);
    const { items, nextCursor } = await this.reads.searchPage(search);
    return { items: await this.readModel.views(items, audience), nextCursor };
  }
}
