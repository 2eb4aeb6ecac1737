import { sameOriginUrl } from './next-url';

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
