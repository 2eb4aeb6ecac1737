import { createRoute } from '@tanstack/react-router';
import { useCurrentUser, useRefreshCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { validateLinkTokenSearch } from '../lib/link-token';
import { rootRoute } from './root';
import { lazyScreen } from '../lib/lazy-screen';

// Each page is loaded only when its screen opens: none is part of the landing page's download.
const ForgotPasswordPage = lazyScreen(() => import('../features/account-links/components/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyScreen(() => import('../features/account-links/components/ResetPasswordPage'), 'ResetPasswordPage');
const VerifyEmailPage = lazyScreen(() => import('../features/account-links/components/VerifyEmailPage'), 'VerifyEmailPage');
const ConfirmEmailChangePage = lazyScreen(
  () => import('../features/account-links/components/ConfirmEmailChangePage'),
  'ConfirmEmailChangePage',
);
const UnsubscribePage = lazyScreen(() => import('../features/account-links/components/UnsubscribePage'), 'UnsubscribePage');

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  loader: () => ForgotPasswordPage.preload?.(),
  component: ForgotPasswordScreen,
});

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: validateLinkTokenSearch,
  loader: () => ResetPasswordPage.preload?.(),
  component: ResetPasswordScreen,
});

export const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email',
  validateSearch: validateLinkTokenSearch,
  loader: () => VerifyEmailPage.preload?.(),
  component: VerifyEmailScreen,
});

export const confirmEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/confirm-email',
  validateSearch: validateLinkTokenSearch,
  loader: () => ConfirmEmailChangePage.preload?.(),
  component: ConfirmEmailScreen,
});

export const unsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/unsubscribe',
  validateSearch: validateLinkTokenSearch,
  loader: () => UnsubscribePage.preload?.(),
  component: UnsubscribeScreen,
});

/** Asks for a password reset link, signed out or in (then starting from the account's address). */
function ForgotPasswordScreen() {
  const { data: user } = useCurrentUser();
  return <ForgotPasswordPage defaultEmail={user?.email} />;
}

/** Where a password reset email's link leads, signed out or in. */
function ResetPasswordScreen() {
  const { token } = resetPasswordRoute.useSearch();
  // Every session of the account ended: this browser's too, when it was signed in to it.
  const refreshCurrentUser = useRefreshCurrentUser();
  return <ResetPasswordPage token={token} onPasswordReset={refreshCurrentUser} />;
}

/** Where the confirmation email's link leads, signed out or in. */
function VerifyEmailScreen() {
  const { token } = verifyEmailRoute.useSearch();
  const { data: user } = useCurrentUser();
  // The app's banner asks for confirmation until the user is fetched again.
  const refreshCurrentUser = useRefreshCurrentUser();
  const visitor = user ? { email: user.email, emailVerified: user.emailVerified } : null;
  return <VerifyEmailPage token={token} visitor={visitor} onVerified={refreshCurrentUser} />;
}

/** Where the link sent to a new address leads, signed out or in. */
function ConfirmEmailScreen() {
  const { token } = confirmEmailRoute.useSearch();
  const { data: user } = useCurrentUser();
  // Settings and the banner show the account's address: fetched again once it changed.
  const refreshCurrentUser = useRefreshCurrentUser();
  return <ConfirmEmailChangePage token={token} signedIn={!!user} onConfirmed={refreshCurrentUser} />;
}

/** Where an email's unsubscribe link leads, signed out or in. */
function UnsubscribeScreen() {
  const { token } = unsubscribeRoute.useSearch();
  return <UnsubscribePage token={token} />;
}
