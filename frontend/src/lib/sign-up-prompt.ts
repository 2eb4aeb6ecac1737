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

/** The line the form shows: "Create an account to apply to this job". Only fixed words, and a name the app looked up itself. */
export function signUpLine(reason: SignUpReason, name?: string): string {
  switch (reason) {
    case 'apply':
      return 'Create an account to apply to this job';
    case 'message':
      return name ? `Create an account to message ${name}` : 'Create an account to send messages';
    case 'report':
      return 'Create an account to report this to our moderators';
  }
}

/** The person a `next` of `/messages?userId=…` would open a conversation with, if it is one. */
export function messageRecipientOf(next: string | undefined): string | undefined {
  if (!next) return undefined;
  const url = new URL(sameOriginUrl(next, 'http://app.invalid'));
  if (url.origin !== 'http://app.invalid' || url.pathname !== '/messages') return undefined;
  return url.searchParams.get('userId') ?? url.searchParams.get('user') ?? undefined;
}

const RETURN_KEY = 'verifiedwork:after-email-confirmation';

/**
 * Where a new account was going when it was made: the page the confirmation email's link offers
 * to go back to, in whichever tab the link opens (the link itself names no page).
 */
export const returnAfterConfirmation = {
  remember(next: string): void {
    try {
      window.localStorage.setItem(RETURN_KEY, next);
    } catch {
      // Storage refused (private mode): the confirmation page offers the dashboard instead.
    }
  },
  /** The remembered path of this site, or null. */
  peek(): string | null {
    try {
      const next = window.localStorage.getItem(RETURN_KEY);
      if (!next) return null;
      const url = new URL(sameOriginUrl(next, window.location.origin));
      return url.origin === window.location.origin && url.pathname !== '/' ? `${url.pathname}${url.search}` : null;
    } catch {
      return null;
    }
  },
  /** Once the way back was taken. */
  forget(): void {
    try {
      window.localStorage.removeItem(RETURN_KEY);
    } catch {
      // Nothing was stored.
    }
  },
};
