import type { IncomingHttpHeaders } from 'node:http';

/** The headers a browser sends about where a request comes from. */
type RequestHeaders = Pick<IncomingHttpHeaders, 'origin' | 'host' | 'sec-fetch-site' | 'sec-fetch-mode'>;

/**
 * Which pages may act with a user's cookies: the app's own origin only. Browsers name the page
 * a request comes from in `Origin` (every non-GET fetch, form post and WebSocket handshake) and
 * in `Sec-Fetch-Site`; a request with neither comes from no browser page (curl, a server) and
 * carries no ambient cookies worth forging, so it passes.
 */
export class OriginPolicy {
  /**
   * @param allowedOrigins APP_ORIGIN, normalised; empty means the address the request was sent
   *   to (its Host header), compared as host and port as browsers write it in `Origin`.
   */
  constructor(private readonly allowedOrigins: readonly string[]) {}

  /** A page of the app (or no page at all) sent this request. */
  allows(headers: RequestHeaders): boolean {
    const origin = headers.origin;
    if (origin !== undefined) return this.isAppOrigin(origin, headers.host);
    const site = headers['sec-fetch-site'];
    return site === undefined || site === 'same-origin';
  }

  /**
   * A top-level navigation the user made on this site (a link of the app, or the address bar):
   * what GET /api/logout needs before it ends a session.
   */
  isOwnNavigation(headers: RequestHeaders): boolean {
    const site = headers['sec-fetch-site'];
    return (site === 'same-origin' || site === 'none') && headers['sec-fetch-mode'] === 'navigate';
  }

  private isAppOrigin(origin: string, host: string | undefined): boolean {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return false; // includes the opaque origin "null" (sandboxed frames, file: pages)
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
    if (this.allowedOrigins.length > 0) return this.allowedOrigins.includes(parsed.origin);
    return host !== undefined && parsed.host === host.toLowerCase();
  }
}
