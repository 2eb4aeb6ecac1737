import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, byNextCursor, type Page, unwrap, unwrapPage } from '../../api/client';
import { isApiError } from '../../api/errors';
import type { Application, Job, JobDetail, PipelineStage } from '../../api/types';
import { toJobSearchCriteria } from '../../lib/jobs-search';
import type { JobSearchParams } from '../../lib/jobs-search';

export const JOB_SEARCH_PAGE_SIZE = 20;
export const JOB_LIST_ERROR_MESSAGE = 'Failed to fetch jobs';

export const jobKeys = {
  all: ['jobs'] as const,
  searches: ['jobs', 'search'] as const,
  search: (params: JobSearchParams) => ['jobs', 'search', params] as const,
  detail: (jobId: string) => ['jobs', 'detail', jobId] as const,
  byClients: ['jobs', 'client'] as const,
  byClient: (userId: string) => ['jobs', 'client', userId] as const,
};

export const applicationKeys = {
  all: ['applications'] as const,
  mine: ['applications', 'my'] as const,
  forJob: (jobId: string) => ['applications', 'job', jobId] as const,
  /** One stage's list of a job's proposals: under forJob, so the job's pushes read it again. */
  stage: (jobId: string, stage: PipelineStage) => ['applications', 'job', jobId, 'stage', stage] as const,
  stages: (jobId: string) => ['applications', 'job', jobId, 'stages'] as const,
};

/** One page of the job search, with the cursor of the next page (null on the last page). */
export type JobSearchPage = {
  jobs: Job[];
  nextCursor: string | null;
};

/** The API's query for the /jobs search parameters. */
export function toJobSearchQuery(params: JobSearchParams, cursor?: string) {
  const { verifiedOnly, ...filters } = toJobSearchCriteria(params);
  return {
    ...filters,
    verifiedOnly: verifiedOnly ? ('true' as const) : undefined,
    sort: params.sort ?? 'newest',
    cursor,
    limit: JOB_SEARCH_PAGE_SIZE,
  };
}

async function fetchJobSearchPage(params: JobSearchParams, cursor: string | undefined): Promise<JobSearchPage> {
  try {
    const { data, response } = await api.GET('/api/jobs', { params: { query: toJobSearchQuery(params, cursor) } });
    return {
      jobs: data ?? [],
      nextCursor: response.headers.get('X-Next-Cursor'),
    };
  } catch (error) {
    // An ended session keeps its status, so the query client can send the user to sign in.
    if (isApiError(error, 401)) throw error;
    throw new Error(JOB_LIST_ERROR_MESSAGE, { cause: error });
  }
}

/** Open posts matching the search, a page at a time (cursor from the X-Next-Cursor header). */
export const jobSearchQueryOptions = (params: JobSearchParams) =>
  infiniteQueryOptions({
    queryKey: jobKeys.search(params),
    queryFn: ({ pageParam }) => fetchJobSearchPage(params, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** A job that does not exist (404), or an address that cannot name one (400). */
function isJobNotFoundError(error: unknown): boolean {
  return isApiError(error, 404) || isApiError(error, 400);
}

/** The job, or null when there is none at that address: a state of the screen, not a failure. */
async function fetchJob(jobId: string): Promise<JobDetail | null> {
  try {
    return await unwrap(api.GET('/api/jobs/{id}', { params: { path: { id: jobId } } }));
  } catch (error) {
    if (isJobNotFoundError(error)) return null;
    throw error;
  }
}

export const jobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: jobKeys.detail(jobId),
    queryFn: () => fetchJob(jobId),
  });

/** The posts of one user (all statuses, newest first), a page at a time. */
export const clientJobsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: jobKeys.byClient(userId),
    queryFn: ({ pageParam }) =>
      unwrapPage(api.GET('/api/jobs/client/{userId}', { params: { path: { userId }, query: { cursor: pageParam } } })),
    ...byNextCursor,
  });

/** The signed-in freelancer's applications, newest first, a page at a time. */
export const myApplicationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: applicationKeys.mine,
    queryFn: ({ pageParam }) => unwrapPage(api.GET('/api/applications/my', { params: { query: { cursor: pageParam } } })),
    ...byNextCursor,
  });

/** A page of one stage's applications to one job, newest first; null when the viewer does not own the job (403). */
async function fetchJobApplications(jobId: string, stage: PipelineStage, cursor: string | undefined): Promise<Page<Application> | null> {
  try {
    return await unwrapPage(api.GET('/api/applications/job/{id}', { params: { path: { id: jobId }, query: { cursor, stage } } }));
  } catch (error) {
    if (isApiError(error, 403)) return null;
    throw error;
  }
}

/** The proposals at one stage of the owner's pipeline, a page at a time. */
export const jobApplicationsQueryOptions = (jobId: string, stage: PipelineStage = 'new') =>
  infiniteQueryOptions({
    queryKey: applicationKeys.stage(jobId, stage),
    queryFn: ({ pageParam }) => fetchJobApplications(jobId, stage, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage: Page<Application> | null) => lastPage?.nextCursor ?? undefined,
  });

/** How many proposals stand at each stage; null when the viewer does not own the job (403). */
export const pipelineCountsQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: applicationKeys.stages(jobId),
    queryFn: async () => {
      try {
        return await unwrap(api.GET('/api/applications/job/{id}/stages', { params: { path: { id: jobId } } }));
      } catch (error) {
        if (isApiError(error, 403)) return null;
        throw error;
      }
    },
  });

/** The stage an application stands at, for a link to it (an offer's email) that names no tab; 'new' when it cannot be read. */
export async function stageOfApplication(applicationId: string): Promise<PipelineStage> {
  try {
    return (await unwrap(api.GET('/api/applications/{id}', { params: { path: { id: applicationId } } }))).stage ?? 'new';
  } catch {
    return 'new';
  }
}
