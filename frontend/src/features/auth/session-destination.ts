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
