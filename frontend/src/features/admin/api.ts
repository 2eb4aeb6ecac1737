import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, byNextCursor, unwrap, unwrapPage } from '../../api/client';
import type {
  AdminAppeal,
  AppealStatus,
  AdminDispute,
  AdminDisputeContext,
  AdminReportContext,
  AdminSafetyReview,
  AdminReport,
  AdminVerification,
  DisputeUpdate,
  DocumentLinks,
  EnforcementAction,
  EnforcementActionInput,
  ReportOutcome,
  SafetyReviewStatus,
  VerificationDecision,
} from '../../api/types';
import { LIMITS } from '../../lib/limits';

/** How many reports or disputes the server sends a page (its default). */
const ADMIN_PAGE_SIZE = LIMITS.defaultPageSize.adminReports;

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  pendingVerifications: ['admin', 'verifications', 'pending'] as const,
  pendingReports: ['admin', 'reports', 'pending'] as const,
  unresolvedDisputes: ['admin', 'disputes', 'unresolved'] as const,
  safetyReviews: (status: SafetyQueue) => ['admin', 'safety', 'reviews', status] as const,
  people: (search: string) => ['admin', 'users', 'search', search] as const,
  user: (userId: string) => ['admin', 'users', userId] as const,
  userVerifications: (userId: string) => ['admin', 'users', userId, 'verifications'] as const,
  userReports: (userId: string) => ['admin', 'users', userId, 'reports'] as const,
  userDisputes: (userId: string) => ['admin', 'users', userId, 'disputes'] as const,
  userEnforcementActions: (userId: string) => ['admin', 'users', userId, 'enforcement-actions'] as const,
  userPortfolio: (userId: string) => ['admin', 'users', userId, 'portfolio'] as const,
};

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.stats,
    queryFn: () => unwrap(api.GET('/api/admin/stats')),
  });

/** Requests waiting for a decision, oldest first. */
export const pendingVerificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.pendingVerifications,
    queryFn: ({ pageParam }) =>
      unwrapPage(api.GET('/api/admin/verifications', { params: { query: { status: 'pending', cursor: pageParam } } })),
    ...byNextCursor,
  });

/** The id of the last item of a full page, which asks for the page after it; none after a short page. */
function nextPageCursor(page: { id: string }[]): string | undefined {
  return page.length === ADMIN_PAGE_SIZE ? page.at(-1)?.id : undefined;
}

/** Accounts whose name, username or email holds every word of `search` (all when blank), newest first, a page at a time. */
export const peopleQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.people(search),
    queryFn: ({ pageParam }) =>
      unwrap(api.GET('/api/admin/users', { params: { query: { q: search || undefined, before: pageParam, limit: ADMIN_PAGE_SIZE } } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageCursor,
  });

export const adminUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.user(userId),
    queryFn: () => unwrap(api.GET('/api/admin/users/{id}', { params: { path: { id: userId } } })),
  });

/** Every verification request of the user, newest first, a page at a time. */
export const userVerificationsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.userVerifications(userId),
    queryFn: ({ pageParam }) =>
      unwrapPage(api.GET('/api/admin/users/{id}/verifications', { params: { path: { id: userId }, query: { cursor: pageParam } } })),
    ...byNextCursor,
  });

/** The newest reports the user filed, and those on the user, their job posts and their messages. */
export const userReportsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.userReports(userId),
    queryFn: () => unwrap(api.GET('/api/admin/users/{id}/reports', { params: { path: { id: userId } } })),
  });

/** Disputes on the user's contracts, newest first, a page at a time. */
export const userDisputesQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.userDisputes(userId),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/admin/users/{id}/disputes', {
          params: { path: { id: userId }, query: { before: pageParam, limit: ADMIN_PAGE_SIZE } },
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageCursor,
  });

/** The actions taken on the user or their content, newest first, a page at a time. */
export const userEnforcementActionsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.userEnforcementActions(userId),
    queryFn: ({ pageParam }) =>
      unwrap(api.GET('/api/admin/enforcement-actions', { params: { query: { userId, before: pageParam, limit: ADMIN_PAGE_SIZE } } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageCursor,
  });

/**
 * The user's whole portfolio, newest first, with the items taken down; under the admin keys, so an action
 * taken from this screen refreshes it.
 */
export const userPortfolioQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.userPortfolio(userId),
    queryFn: () => unwrap(api.GET('/api/portfolio/{userId}', { params: { path: { userId } } })),
  });

/** Pending reports, newest first, a page at a time. */
export const pendingReportsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.pendingReports,
    queryFn: ({ pageParam }) =>
      unwrap(api.GET('/api/admin/reports', { params: { query: { status: 'pending', before: pageParam, limit: ADMIN_PAGE_SIZE } } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageCursor,
  });

/** Disputes open or under review (the server's default), newest first, a page at a time. */
export const unresolvedDisputesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.unresolvedDisputes,
    queryFn: ({ pageParam }) =>
      unwrap(api.GET('/api/admin/disputes', { params: { query: { before: pageParam, limit: ADMIN_PAGE_SIZE } } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageCursor,
  });

/**
 * What an administrator reads to judge a report or a dispute. Kept apart from the admin keys: each
 * reading of a private conversation is written to the audit log, so the panel's refreshes do not
 * read it again; opened again (the card's button), it is read and recorded again.
 */
export const decisionContextKeys = {
  report: (reportId: string) => ['decision-context', 'reports', reportId] as const,
  dispute: (disputeId: string) => ['decision-context', 'disputes', disputeId] as const,
};

/** The reported post, profile or message as reported and as it is now; for a message, the conversation around it. */
export const reportContextQueryOptions = (reportId: string) =>
  queryOptions({
    queryKey: decisionContextKeys.report(reportId),
    queryFn: (): Promise<AdminReportContext> => unwrap(api.GET('/api/admin/reports/{id}/context', { params: { path: { id: reportId } } })),
    gcTime: 0,
  });

/** The contract's terms, the parties and their conversation: the newest 30 messages, then 30 older ones at a time. */
export const disputeContextQueryOptions = (disputeId: string) =>
  infiniteQueryOptions({
    queryKey: decisionContextKeys.dispute(disputeId),
    queryFn: ({ pageParam }): Promise<AdminDisputeContext> =>
      unwrap(
        api.GET('/api/admin/disputes/{id}/context', {
          params: { path: { id: disputeId }, query: { before: pageParam } },
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: AdminDisputeContext) => (page.conversation?.hasEarlier ? page.conversation.messages[0]?.id : undefined),
    gcTime: 0,
  });

export function reviewVerification({
  requestId,
  status,
  reviewNote,
}: {
  requestId: string;
  status: VerificationDecision;
  reviewNote: string;
}): Promise<AdminVerification> {
  return unwrap(api.PATCH('/api/admin/verifications/{id}', { params: { path: { id: requestId } }, body: { status, reviewNote } }));
}

/** Links to the request's ID image and video, valid for a few minutes; each opening is recorded in the audit log. */
export function openDocumentLinks(requestId: string): Promise<DocumentLinks> {
  return unwrap(api.POST('/api/admin/verifications/{id}/document-links', { params: { path: { id: requestId } } }));
}

export function closeReport({ reportId, status, note }: { reportId: string; status: ReportOutcome; note: string }): Promise<AdminReport> {
  return unwrap(api.PATCH('/api/admin/reports/{id}', { params: { path: { id: reportId } }, body: { status, note } }));
}

export function updateDispute({ disputeId, update }: { disputeId: string; update: DisputeUpdate }): Promise<AdminDispute> {
  return unwrap(api.PATCH('/api/admin/disputes/{id}', { params: { path: { id: disputeId } }, body: update }));
}

/** Suspends an account, takes down a job post or portfolio item, or removes a message. */
export function takeEnforcementAction(input: EnforcementActionInput): Promise<EnforcementAction> {
  return unwrap(api.POST('/api/admin/enforcement-actions', { body: input }));
}

/** The Safety queue's lists: `open` (held texts and contested warnings) or the reviews of one status. */
export type SafetyQueue = 'open' | SafetyReviewStatus;

/** Open reviews oldest first, those of another status newest first, a page at a time. */
export const safetyReviewsQueryOptions = (status: SafetyQueue) =>
  infiniteQueryOptions({
    queryKey: adminKeys.safetyReviews(status),
    queryFn: ({ pageParam }) => unwrapPage(api.GET('/api/admin/safety/reviews', { params: { query: { status, cursor: pageParam } } })),
    ...byNextCursor,
  });

/** What an administrator decides on a flagged text: release it (or lift a contested warning), remove it, keep a contested warning. */
export type SafetyDecision = 'release' | 'remove' | 'uphold';

export function decideSafetyReview({
  reviewId,
  decision,
  note,
}: {
  reviewId: string;
  decision: SafetyDecision;
  note: string | undefined;
}): Promise<AdminSafetyReview> {
  const options = { params: { path: { id: reviewId } }, body: { note } };
  if (decision === 'release') return unwrap(api.POST('/api/admin/safety/reviews/{id}/release', options));
  if (decision === 'remove') return unwrap(api.POST('/api/admin/safety/reviews/{id}/remove', options));
  return unwrap(api.POST('/api/admin/safety/reviews/{id}/uphold', options));
}

/** Ends a suspension or restores taken-down content before its time. */
export function liftEnforcementAction({ actionId, reason }: { actionId: string; reason: string }): Promise<EnforcementAction> {
  return unwrap(api.POST('/api/admin/enforcement-actions/{id}/lift', { params: { path: { id: actionId } }, body: { reason } }));
}

/** The appeals queue's lists: pending (oldest first) or the decided ones of an outcome (newest first; decision 0065). */
export type AppealQueue = AppealStatus;

/** The appeals of one status, a page at a time; under the admin keys, so a decision anywhere in the panel refreshes them. */
export const appealsQueryOptions = (status: AppealQueue = 'pending') =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.all, 'appeals', status] as const,
    queryFn: ({ pageParam }) => unwrapPage(api.GET('/api/admin/appeals', { params: { query: { status, cursor: pageParam } } })),
    ...byNextCursor,
  });

/** Upholds the appealed action, or lifts it (the account is unsuspended, the content restored); the appellant is told the reason. */
export function decideAppeal({
  appealId,
  decision,
  reason,
}: {
  appealId: string;
  decision: 'uphold' | 'lift';
  reason: string;
}): Promise<AdminAppeal> {
  const options = { params: { path: { id: appealId } }, body: { reason } };
  return unwrap(
    decision === 'lift' ? api.POST('/api/admin/appeals/{id}/lift', options) : api.POST('/api/admin/appeals/{id}/uphold', options),
  );
}
