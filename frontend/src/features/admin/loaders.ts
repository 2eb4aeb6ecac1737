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
import { unlessSecondFactorMissing } from './second-factor';
import type { AdminSection } from './sections';

// The admin screens' data loading, imported by their routes on demand: no visitor but an
// administrator downloads it, and the first screen's code stays small.

/** The figures and the section's list. */
export async function loadAdminSection(queryClient: QueryClient, section: AdminSection): Promise<void> {
  const sectionList = {
    verifications: () => queryClient.ensureInfiniteQueryData(pendingVerificationsQueryOptions()),
    reports: () => queryClient.ensureInfiniteQueryData(pendingReportsQueryOptions()),
    disputes: () => queryClient.ensureInfiniteQueryData(unresolvedDisputesQueryOptions()),
    appeals: () => queryClient.ensureInfiniteQueryData(appealsQueryOptions('pending')),
    safety: () => queryClient.ensureInfiniteQueryData(safetyReviewsQueryOptions('open')),
    people: () => queryClient.ensureInfiniteQueryData(peopleQueryOptions('')),
  }[section];
  await Promise.all([
    queryClient.ensureQueryData(adminStatsQueryOptions()).catch(unlessSecondFactorMissing),
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
