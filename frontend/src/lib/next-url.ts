/**
 * Where the sign-in screen goes after signing in: `next` resolved as the browser resolves it (tab,
 * CR and LF dropped, backslashes read as slashes, dot segments collapsed) against this site, kept
 * only when it stays on this site's origin; the home page otherwise. Returns an absolute URL, so
 * a path that normalises to `//host` cannot be read as another host.
 */
export function sameOriginUrl(next: string | null | undefined, origin: string): string {
  const home = origin + '/';
  if (!next) return home;
  let url: URL;
  try {
    url = new URL(next, home);
  } catch {
    return home;
  }
  return url.origin === origin ? url.href : home;
}
