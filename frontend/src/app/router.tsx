import type { QueryClient } from '@tanstack/react-query';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { createRouter, useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps, RouterHistory } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isApiError } from '../api/errors';
import { ErrorScreen } from '../components/ErrorScreen';
import { PageLoader } from '../components/PageLoader';
import { CODE_LOAD_FAILURE_MESSAGE, isCodeLoadFailure, recoverFromCodeLoadFailure } from '../lib/code-loading';
import {
  adminDisputesRoute,
  adminPeopleRoute,
  adminReportsRoute,
  adminRoute,
  adminAppealsRoute,
  adminAuditLogRoute,
  adminSafetyRoute,
  adminVerificationsRoute,
} from '../routes/admin';
import { adminUserRoute } from '../routes/admin-user';
import { confirmEmailRoute, forgotPasswordRoute, resetPasswordRoute, unsubscribeRoute, verifyEmailRoute } from '../routes/account-links';
import { myApplicationsRoute } from '../routes/applications';
import { contractDetailRoute } from '../routes/contract-detail';
import { contractReviewRoute } from '../routes/contract-review';
import { contractsRoute } from '../routes/contracts';
import { dashboardRoute } from '../routes/dashboard';
import { freelancersRoute } from '../routes/freelancers';
import { contactRoute, helpRoute, privacyRoute, rankingRoute, termsRoute } from '../routes/info-pages';
import { invitationsRoute } from '../routes/invitations';
import { jobApplicationsRoute } from '../routes/job-applications';
import { applyToJobRoute, jobDetailRoute } from '../routes/job-detail';
import { createPostRoute } from '../routes/job-new';
import { jobsRoute } from '../routes/jobs';
import { loginRoute } from '../routes/login';
import { logoutRoute } from '../routes/logout';
import { messagesRoute } from '../routes/messages';
import { myJobsRoute } from '../routes/my-jobs';
import { NotFoundScreen } from '../routes/not-found';
import { profileRoute, userProfileRoute } from '../routes/profile';
import { rootRoute } from '../routes/root';
import { savedSearchesRoute } from '../routes/saved-searches';
import { savedRoute } from '../routes/saved';
import { settingsRoute } from '../routes/settings';
import { signedInRoute } from '../routes/signed-in';
import { verificationRoute } from '../routes/verification';

/**
 * Every screen of the signed-in route table sits under `signedInRoute`, which sends a signed-out
 * visitor to sign-in and back; the browser tests sweep its children, so a screen added here is
 * covered without being listed again. The session screens, the pages email links open and the
 * information pages the footer links to (Terms, Privacy, Help, Contact) sit beside it: they work
 * signed out and signed in.
 */
export const routeTree = rootRoute.addChildren([
  loginRoute,
  logoutRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  verifyEmailRoute,
  confirmEmailRoute,
  unsubscribeRoute,
  termsRoute,
  privacyRoute,
  helpRoute,
  rankingRoute,
  contactRoute,
  signedInRoute.addChildren([
    dashboardRoute,
    settingsRoute,
    jobsRoute,
    createPostRoute,
    jobDetailRoute,
    applyToJobRoute,
    jobApplicationsRoute,
    myApplicationsRoute,
    myJobsRoute,
    invitationsRoute,
    contractsRoute,
    contractDetailRoute,
    contractReviewRoute,
    messagesRoute,
    profileRoute,
    userProfileRoute,
    freelancersRoute,
    savedSearchesRoute,
    savedRoute,
    verificationRoute,
    adminRoute,
    adminVerificationsRoute,
    adminReportsRoute,
    adminDisputesRoute,
    adminAppealsRoute,
    adminSafetyRoute,
    adminPeopleRoute,
    adminAuditLogRoute,
    adminUserRoute,
  ]),
]);

type AppRouterOptions = {
  queryClient: QueryClient;
  /** Browser history by default; tests pass a memory history. */
  history?: RouterHistory;
};

export function createAppRouter({ queryClient, history }: AppRouterOptions) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Freshness is the query cache's job: loaders only ensure the data is there.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoader,
    defaultErrorComponent: RouteErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
    scrollRestoration: true,
  });
}

function RouteErrorScreen({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  const codeMissing = isCodeLoadFailure(error);
  // A screen whose code could not be downloaded first asks whether a new release replaced it (the
  // page then reloads); until the answer, the screen is still loading.
  const [askingForRelease, setAskingForRelease] = useState(codeMissing);

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  useEffect(() => {
    if (!codeMissing) return;
    let mounted = true;
    void recoverFromCodeLoadFailure(error).then((reloading) => {
      if (mounted && !reloading) setAskingForRelease(false);
    });
    return () => {
      mounted = false;
    };
  }, [codeMissing, error]);

  const handleRetry = () => {
    void router.invalidate();
  };

  // A signed-in user's 401 is already on its way to the sign-in page.
  if (isApiError(error, 401) || askingForRelease) return <PageLoader />;
  if (codeMissing) return <ErrorScreen message={CODE_LOAD_FAILURE_MESSAGE} onRetry={handleRetry} />;
  return <ErrorScreen message={error instanceof Error ? error.message : undefined} onRetry={handleRetry} />;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
