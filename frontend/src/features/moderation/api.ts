import { queryOptions } from '@tanstack/react-query';
import { api, unwrap, unwrapPage } from '../../api/client';
import type { Dispute, FileReportInput, Report } from '../../api/types';
import { LIMITS } from '../../lib/limits';

/** The server's limits on a report and a dispute (backend REPORT_LIMITS and DISPUTE_LIMITS). */
export const REPORT_LIMITS = { reason: LIMITS.report.reason, evidence: LIMITS.report.evidence };
export const DISPUTE_LIMITS = { reason: LIMITS.dispute.reason };

export const moderationKeys = {
  myDisputes: ['moderation', 'disputes', 'mine'] as const,
};

/** The largest page the API gives. */
const LARGEST_PAGE = 100;

/**
 * The latest disputes on the signed-in user's contracts, whichever party opened them, newest
 * first: one page of the largest size, which holds every dispute a member has in practice.
 */
export const myDisputesQueryOptions = () =>
  queryOptions({
    queryKey: moderationKeys.myDisputes,
    queryFn: async () => (await unwrapPage(api.GET('/api/disputes/my', { params: { query: { limit: LARGEST_PAGE } } }))).items,
  });

export function fileReport(input: FileReportInput): Promise<Report> {
  return unwrap(api.POST('/api/reports', { body: input }));
}

export function openDispute({ contractId, reason }: { contractId: string; reason: string }): Promise<Dispute> {
  return unwrap(api.POST('/api/disputes', { body: { contractId, reason } }));
}

export type UnresolvedDispute = Dispute & { status: Exclude<Dispute['status'], 'resolved'> };

/** The contract's dispute that is not resolved yet (there is at most one), or null. */
export function unresolvedDisputeOf(disputes: Dispute[], contractId: string): UnresolvedDispute | null {
  return (
    disputes.find((dispute): dispute is UnresolvedDispute => dispute.contractId === contractId && dispute.status !== 'resolved') ?? null
  );
}
