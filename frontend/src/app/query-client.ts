import { hashKey, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getErrorMessage, isApiError } from '../api/errors';
import { signInUrl } from '../api/navigation';
import { currentUserQueryOptions } from '../features/auth/api';
import { browser } from '../lib/browser';
import { notifyError, notifySessionEnded } from '../lib/notify';
import { rememberSessionEnding, sessionEndingOf } from '../lib/session-ended';

export const LOGIN_REDIRECT_DELAY_MS = 500;

/** The toast of a 409 for a mutation that does not report its own failures. */
export const CONFLICT_TOAST_TITLE = 'This changed in the meantime';

type QueryClientOptions = {
  /** Called with the failure when a call fails with 401 while the user is signed in; defaults to the login redirect. */
  onUnauthorized?: (error: unknown) => void;
};

/**
 * Toasts, then sends the browser to the sign-in page, which says why the session ended (the 401's
 * details, else the socket's close reason) and returns to this address once signed in again.
 */
export function redirectToLogin(error?: unknown, closeReason?: string): void {
  rememberSessionEnding(sessionEndingOf(error, closeReason));
  notifySessionEnded();
  const { pathname, search, hash } = window.location;
  window.setTimeout(() => browser.assign(signInUrl(`${pathname}${search}${hash}`)), LOGIN_REDIRECT_DELAY_MS);
}

export function createQueryClient({ onUnauthorized = redirectToLogin }: QueryClientOptions = {}): QueryClient {
  const currentUserKey = currentUserQueryOptions().queryKey;
  const currentUserHash = hashKey(currentUserKey);
  let redirecting = false;

  const handleError = (error: unknown) => {
    if (redirecting || !isApiError(error, 401)) return;
    if (!queryClient.getQueryData(currentUserKey)) return;
    redirecting = true;
    onUnauthorized(error);
  };

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryHash === currentUserHash) return;
        handleError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        handleError(error);
        if (!isApiError(error, 409)) return;
        // The state moved on since the screen was drawn (the other party acted first, a second
        // tab, a lost push): everything shown is fetched again, and the server's message says
        // what happened. A mutation with its own onError toasts that message itself.
        void queryClient.invalidateQueries();
        if (!mutation.options.onError) notifyError({ title: CONFLICT_TOAST_TITLE, description: getErrorMessage(error) });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
  return queryClient;
}
