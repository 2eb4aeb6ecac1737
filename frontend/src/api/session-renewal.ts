import { isApiError } from './errors';

/*
 * A session renewed in this browser: signing in again, or turning two-factor sign-in on, ends the
 * session under its old id ('renewed') before the answer brings the cookie of the new one. A call or
 * a socket of the old id in that moment is refused as `renewed`; it is sent again once the renewal
 * has answered, instead of taking the tab to sign-in (decision 0078).
 */

/** How long a refusal as `renewed` waits when no call of this tab renews: another tab's answer brings the cookie. */
export const RENEWAL_WAIT_MS = 1000;

let pendingRenewal: Promise<unknown> | undefined;

/** Marks a call whose answer gives this tab's session a new id. */
export function renewsSession<T>(call: Promise<T>): Promise<T> {
  pendingRenewal = call;
  const settle = () => {
    if (pendingRenewal === call) pendingRenewal = undefined;
  };
  call.then(settle, settle);
  return call;
}

/** Resolves once this tab's renewal has answered, or after RENEWAL_WAIT_MS for another tab's. */
export function sessionRenewalSettled(): Promise<void> {
  const pending = pendingRenewal;
  if (pending)
    return pending.then(
      () => undefined,
      () => undefined,
    );
  return new Promise((resolve) => setTimeout(resolve, RENEWAL_WAIT_MS));
}

/** A 401 of a session that a new one of this browser replaced. */
export function isSessionRenewal(error: unknown): boolean {
  if (!isApiError(error, 401) || error.body?.code !== 'AUTH.SESSION_ENDED') return false;
  return (error.body.details as { reason?: unknown } | undefined)?.reason === 'renewed';
}
