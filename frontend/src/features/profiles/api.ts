import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { toFreelancerSearchCriteria } from '../../lib/freelancers-search';
import type { FreelancerSearchParams } from '../../lib/freelancers-search';
import { api, byNextCursor, unwrap, unwrapPage } from '../../api/client';
import { isApiError } from '../../api/errors';
import type {
  EditPortfolioItemInput,
  Freelancer,
  PortfolioItem,
  PortfolioItemInput,
  PublicProfile,
  UpdateProfileInput,
  User,
} from '../../api/types';
import { LIMITS } from '../../lib/limits';

/** The server's limits on a profile (backend PROFILE_LIMITS and PORTFOLIO_LIMITS). */
export const PROFILE_LIMITS = { ...LIMITS.profile, listItem: 40 };
export const PORTFOLIO_LIMITS = { ...LIMITS.portfolio, items: 50 };

const FREELANCERS_PAGE_SIZE = 24;
const FREELANCER_LIST_ERROR_MESSAGE = 'Failed to fetch freelancers';

export const profileKeys = {
  all: ['profiles'] as const,
  detail: (userId: string) => ['profiles', 'detail', userId] as const,
  portfolio: (userId: string) => ['profiles', 'portfolio', userId] as const,
  reviews: (userId: string) => ['profiles', 'reviews', userId] as const,
  trustScore: (userId: string) => ['profiles', 'trust-score', userId] as const,
  openJobs: (userId: string) => ['profiles', 'open-jobs', userId] as const,
  freelancers: (search: FreelancerSearchParams) => ['profiles', 'freelancers', search] as const,
};

/** The profile, or null when there is no one at that address (unknown or malformed id). */
async function fetchProfile(userId: string): Promise<PublicProfile | null> {
  try {
    return await unwrap(api.GET('/api/users/{id}', { params: { path: { id: userId } } }));
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 400)) return null;
    throw error;
  }
}

export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: () => fetchProfile(userId),
  });

/** Newest first. */
export const portfolioQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.portfolio(userId),
    queryFn: () => unwrap(api.GET('/api/portfolio/{userId}', { params: { path: { userId } } })),
  });

/** The published reviews of the user, plus the viewer's own ones still waiting to be published. */
export const reviewsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: profileKeys.reviews(userId),
    queryFn: ({ pageParam }) =>
      unwrapPage(api.GET('/api/reviews/{userId}', { params: { path: { userId }, query: { cursor: pageParam } } })),
    ...byNextCursor,
  });

/** How many of a client's open jobs their profile shows before Show more. */
export const OPEN_JOBS_PAGE_SIZE = 3;

/** A client's open job offers, newest first, a few at a time. */
export const openJobsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: profileKeys.openJobs(userId),
    queryFn: ({ pageParam }) =>
      unwrapPage(
        api.GET('/api/jobs/client/{userId}', {
          params: { path: { userId }, query: { status: 'open', jobType: 'job_offer', limit: OPEN_JOBS_PAGE_SIZE, cursor: pageParam } },
        }),
      ),
    ...byNextCursor,
  });

export const trustScoreQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.trustScore(userId),
    queryFn: () => unwrap(api.GET('/api/reviews/{userId}/trust-score', { params: { path: { userId } } })),
  });

/** One page of the directory, with the cursor of the next page (null on the last page). */
type FreelancerResultsPage = {
  freelancers: Freelancer[];
  nextCursor: string | null;
};

/** The API's query for the /freelancers search parameters (rates in minor units). */
export function toFreelancerSearchQuery(params: FreelancerSearchParams) {
  const { verifiedOnly, ...filters } = toFreelancerSearchCriteria(params);
  return { ...filters, verifiedOnly: verifiedOnly ? ('true' as const) : undefined, sort: params.sort };
}

async function fetchFreelancersPage(search: FreelancerSearchParams, cursor: string | undefined): Promise<FreelancerResultsPage> {
  try {
    const { data, response } = await api.GET('/api/freelancers', {
      params: { query: { ...toFreelancerSearchQuery(search), cursor, limit: FREELANCERS_PAGE_SIZE } },
    });
    return { freelancers: data ?? [], nextCursor: response.headers.get('X-Next-Cursor') };
  } catch (error) {
    // An ended session keeps its status, so the query client can send the user to sign in.
    if (isApiError(error, 401)) throw error;
    throw new Error(FREELANCER_LIST_ERROR_MESSAGE, { cause: error });
  }
}

/** Freelancers best first, a page at a time (cursor from the X-Next-Cursor header). */
export const freelancersQueryOptions = (search: FreelancerSearchParams) =>
  infiniteQueryOptions({
    queryKey: profileKeys.freelancers(search),
    queryFn: ({ pageParam }) => fetchFreelancersPage(search, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** Saves the signed-in user's profile; the answer is the whole current user. */
export function updateProfile(input: UpdateProfileInput): Promise<User> {
  return unwrap(api.PATCH('/api/users/profile', { body: input }));
}

export function addPortfolioItem(input: PortfolioItemInput): Promise<PortfolioItem> {
  return unwrap(api.POST('/api/portfolio', { body: input }));
}

export function editPortfolioItem({ itemId, input }: { itemId: string; input: EditPortfolioItemInput }): Promise<PortfolioItem> {
  return unwrap(api.PATCH('/api/portfolio/{id}', { params: { path: { id: itemId } }, body: input }));
}

export async function removePortfolioItem(itemId: string): Promise<void> {
  await api.DELETE('/api/portfolio/{id}', { params: { path: { id: itemId } } });
}
