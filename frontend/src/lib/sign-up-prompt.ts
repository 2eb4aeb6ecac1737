import { sameOriginUrl } from './next-url';

/** Why a visitor is asked to create an account: the action of a member they tried (decision 0061). */
export type SignUpReason = 'apply' | 'message' | 'report';

const REASONS: readonly SignUpReason[] = ['apply', 'message', 'report'];

export function isSignUpReason(value: unknown): value is SignUpReason {
  return REASONS.includes(value as SignUpReason);
}

/**
 * The sign-in screen's search that opens Create account, says why, and comes back to `next` (a
 * path of this site with its query) once the account is made.
 */
export function signUpSearch(next: string, reason: SignUpReason) {
  return { mode: 'signup' as const, next, reason };
}

/** The person a `next` of `/messages?userId=…` would open a conversation with, if it is one. */
export function messageRecipientOf(next: string | undefined): string | undefined {
  if (!next) return undefined;
  const url = new URL(sameOriginUrl(next, 'http://app.invalid'));
  if (url.origin !== 'http://app.invalid' || url.pathname !== '/messages') return undefined;
  return url.searchParams.get('userId') ?? url.searchParams.get('user') ?? undefined;
}
