import { useQuery } from '@tanstack/react-query';
import { createRoute, redirect } from '@tanstack/react-router';
import { currentUserQueryOptions } from '../features/auth/api';
import { afterSignInPath } from '../features/auth/session-destination';
import { SignedInRedirect } from '../features/auth/components/SignedInRedirect';
import type { SignInMode } from '../features/auth/components/SignInScreen';
import { isSignUpRole } from '../features/auth/sign-up-role';
import type { SignUpRole } from '../features/auth/sign-up-role';
import { useCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { profileQueryOptions } from '../features/profiles/api';
import { fullName } from '../lib/format';
import { isSignUpReason, messageRecipientOf } from '../lib/sign-up-prompt';
import type { SignUpReason } from '../lib/sign-up-prompt';
import { rootRoute } from './root';
import { lazyScreen } from '../lib/lazy-screen';

// The forms' code is not part of the landing page's download; the loader fetches it for this screen.
const SignInScreen = lazyScreen(() => import('../features/auth/components/SignInScreen'), 'SignInScreen');

export type SignInSearch = {
  next?: string;
  mode?: SignInMode;
  /** The choice Create account opens with: "I want to hire" (client) or "I want to work" (freelancer). */
  role?: SignUpRole;
  /** Why a visitor is asked to make an account: what they tried on a public page (Apply, Message, Report). */
  reason?: SignUpReason;
};

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>): SignInSearch => ({
    next: typeof search.next === 'string' ? search.next : undefined,
    mode: search.mode === 'signin' || search.mode === 'signup' ? search.mode : undefined,
    role: isSignUpRole(search.role) ? search.role : undefined,
    reason: isSignUpReason(search.reason) ? search.reason : undefined,
  }),
  // Someone already signed in goes straight on, before any of the screen loads: the server answers
  // such a page with a redirect (decision 0083).
  beforeLoad: ({ context: { queryClient }, search }) => {
    if (queryClient.getQueryData(currentUserQueryOptions().queryKey)) throw redirect({ href: afterSignInPath(search.next) });
  },
  loader: () => SignInScreen.preload?.(),
  component: LoginScreen,
});

/** Sign in or create an account; someone already signed in goes straight on. */
function LoginScreen() {
  const { next, mode = 'signin', reason, role } = loginRoute.useSearch();
  const navigate = loginRoute.useNavigate();
  const { data: user } = useCurrentUser();
  // "Create an account to message Ana Lee": the name as the app shows it, never words from the address.
  const recipientId = reason === 'message' ? messageRecipientOf(next) : undefined;
  const { data: recipient } = useQuery({ ...profileQueryOptions(recipientId ?? ''), enabled: !user && recipientId !== undefined });

  // The tab is part of the address (a link can open Create account), without a history entry per click.
  const handleModeChange = (nextMode: SignInMode) => {
    void navigate({ search: (previous) => ({ ...previous, mode: nextMode === 'signup' ? 'signup' : undefined }), replace: true });
  };

  if (user) return <SignedInRedirect next={next} />;
  return (
    <SignInScreen
      mode={mode}
      next={next}
      role={role}
      reason={reason}
      recipientName={recipient ? fullName(recipient) : undefined}
      onModeChange={handleModeChange}
    />
  );
}
