import type { QueryClient } from '@tanstack/react-query';
import {
  adminStatsQueryOptions,
  appealsQueryOptions,
  adminUserQueryOptions,
  peopleQueryOptions,
  pendingReportsQueryOptions,
  pendingVerificationsQueryOptions,
  safetyReviewsQueryOptions,
  unresolvedDisputesQueryOptions,
  userDisputesQueryOptions,
  userEnforcementActionsQueryOptions,
  userPortfolioQueryOptions,
  userReportsQueryOptions,
  userVerificationsQueryOptions,
} from './api';
import { auditActionsQueryOptions, auditAdministratorsQueryOptions, auditLogQueryOptions } from './audit-log-api';
import { validateAuditLogSearch } from './audit-log-search';
import type { AuditLogSearch } from './audit-log-search';
import { adminQueuesQueryOptions } from './queues';
import { unlessSecondFactorMissing } from './second-factor';
import type { AdminSection } from './sections';

// The admin screens' data loading, imported by their routes on demand: no visitor but an
// administrator downloads it, and the first screen's code stays small.

/** The figures and the section's list. */
export async function loadAdminSection(queryClient: QueryClient, section: AdminSection, auditLog: AuditLogSearch = {}): Promise<void> {
  const sectionList = {
    verifications: () => queryClient.ensureInfiniteQueryData(pendingVerificationsQueryOptions()),
    reports: () => queryClient.ensureInfiniteQueryData(pendingReportsQueryOptions()),
    disputes: () => queryClient.ensureInfiniteQueryData(unresolvedDisputesQueryOptions()),
    appeals: () => queryClient.ensureInfiniteQueryData(appealsQueryOptions('pending')),
    safety: () => queryClient.ensureInfiniteQueryData(safetyReviewsQueryOptions('open')),
    people: () => queryClient.ensureInfiniteQueryData(peopleQueryOptions('')),
    'audit-log': () => loadAuditLog(queryClient, validateAuditLogSearch(auditLog)),
  }[section];
  await Promise.all([
    queryClient.ensureQueryData(adminStatsQueryOptions()).catch(unlessSecondFactorMissing),
    queryClient.ensureQueryData(adminQueuesQueryOptions()).catch(unlessSecondFactorMissing),
    sectionList().catch(unlessSecondFactorMissing),
  ]);
}

/** One account and every section of its page. */
export async function loadAdminUser(queryClient: QueryClient, userId: string): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(adminUserQueryOptions(userId)).catch(unlessSecondFactorMissing),
    // The page's sections show their own failures.
    queryClient.prefetchInfiniteQuery(userEnforcementActionsQueryOptions(userId)),
    queryClient.prefetchInfiniteQuery(userVerificationsQueryOptions(userId)),
    queryClient.prefetchInfiniteQuery(userDisputesQueryOptions(userId)),
    queryClient.prefetchQuery(userReportsQueryOptions(userId)),
    queryClient.prefetchQuery(userPortfolioQueryOptions(userId)),
  ]);
}

/** The audit log as the address filters it, and what its filters offer; the person it is filtered by, named. */
async function loadAuditLog(queryClient: QueryClient, search: AuditLogSearch): Promise<void> {
  await Promise.all([
    queryClient.ensureInfiniteQueryData(auditLogQueryOptions(search)),
    queryClient.ensureQueryData(auditActionsQueryOptions()),
    queryClient.ensureQueryData(auditAdministratorsQueryOptions()),
    search.personId ? queryClient.prefetchQuery(adminUserQueryOptions(search.personId)) : undefined,
  ]);
}
