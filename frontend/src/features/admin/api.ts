import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, byNextCursor, unwrap, unwrapPage } from '../../api/client';
import type {
  AdminDispute,
  AdminReport,
  AdminVerification,
  DisputeUpdate,
  DocumentLinks,
  ReportOutcome,
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
