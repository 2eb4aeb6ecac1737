import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetMatchingProfileQuery } from '../../../identity/public';
import { PAGE_SIZE } from '../../../../platform/paging/keyset-page';
import { JobSearch, JobsReadRepository } from '../../infrastructure/jobs-read-repository';
import { JobAudience, JobView } from '../views';
import { JobReadModel } from './job-read-model';
import { assertPayFilter } from '../../domain/job-pay';

export const SEARCH_PAGE_SIZE = PAGE_SIZE;

/** The search's orders: newest or oldest first, or the highest pay first (decision 0070). */
export const JOB_SEARCH_SORTS = ['newest', 'oldest', 'pay_high'] as const;
export type JobSearchSort = (typeof JOB_SEARCH_SORTS)[number];

/**
 * A post as the search lists it, with why it stands there and what it has for the reader
 * (decision 0075): "Verified client", "Posted 2 days ago", "Matches 2 of your skills".
 */
export type JobSearchResultView = JobView & { rankReasons: string[] };

export type JobSearchPage = {
  items: JobSearchResultView[];
  nextCursor: string | null;
};

/** Open posts matching the filters and words, newest, oldest or highest pay first, a keyset page at a time. */
export class SearchJobsQuery extends Query<JobSearchPage> {
  constructor(
    readonly search: JobSearch,
    /** A visitor who is not signed in sees members-only posters unnamed (decision 0061). */
    readonly audience: JobAudience = 'members',
    /** A freelancer reading: their profile's skills are matched against each post's. */
    readonly freelancerId: string | null = null,
  ) {
    super();
  }
}

@QueryHandler(SearchJobsQuery)
export class SearchJobsHandler implements IQueryHandler<SearchJobsQuery> {
  constructor(
    private readonly reads: JobsReadRepository,
    private readonly readModel: JobReadModel,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ search, audience, freelancerId }: SearchJobsQuery): Promise<JobSearchPage> {
    assertPayFilter(search);
    const [{ items, nextCursor }, profile] = await Promise.all([
      this.reads.searchPage(search),
      freelancerId ? this.queryBus.execute(new GetMatchingProfileQuery(freelancerId)) : null,
    ]);
    const views = await this.readModel.views(items, audience);
    const now = Date.now();
    return { items: views.map((view) => ({ ...view, rankReasons: jobRankReasons(view, profile?.skills ?? null, now) })), nextCursor };
  }
}

const DAY_MS = 86_400_000;

/**
 * Why a post is where it is and what it has for the reader: the poster's verified badge (the
 * verified-only filter's input), how long ago it was posted (the order's), and, for a freelancer,
 * how many of the post's skills their profile lists (case aside).
 */
export function jobRankReasons(job: JobView, freelancerSkills: readonly string[] | null, now: number): string[] {
  const reasons: string[] = [];
  if (job.client?.isVerified ?? job.withheldPoster?.isVerified) reasons.push('Verified client');
  const days = Math.floor((now - Date.parse(job.createdAt)) / DAY_MS);
  reasons.push(days <= 0 ? 'Posted today' : `Posted ${days} day${days === 1 ? '' : 's'} ago`);
  if (freelancerSkills) {
    const own = new Set(freelancerSkills.map((skill) => skill.toLowerCase()));
    const matches = job.tags.filter((tag) => own.has(tag.toLowerCase())).length;
    if (matches > 0) reasons.push(`Matches ${matches} of your skills`);
  }
  return reasons;
}
