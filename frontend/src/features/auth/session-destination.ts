import { sameOriginUrl } from '../../lib/next-url';

/**
 * Where a signed-in visitor goes from the sign-in screen: `next` when it is a page of this site,
 * the home page otherwise. The sign-in screen itself counts as home, since it would only send a
 * signed-in visitor on again.
 */
export function afterSignInUrl(next: string | undefined, origin: string = window.location.origin): string {
  const url = sameOriginUrl(next, origin);
  return new URL(url).pathname === '/login' ? `${origin}/` : url;
}

/** What the sign-in screen's address was read against when no browser is there (the server's drawing). */
const ANY_ORIGIN = 'http://this-site.invalid';

/**
 * afterSignInUrl as a path of this site, for the router's redirect, which the server draws too
 * (decision 0083). A path the browser would read as another host (`//host`) is home.
 */
export function afterSignInPath(next: string | undefined): string {
  const url = new URL(afterSignInUrl(next, ANY_ORIGIN));
  return url.pathname.startsWith('//') ? '/' : url.pathname + url.search + url.hash;
}
