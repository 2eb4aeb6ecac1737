import createClient from 'openapi-fetch';
import { busyRetryDelayMs, waitMs } from './busy-retry';
import { ApiError } from './errors';
import { isSessionRenewal, sessionRenewalSettled } from './session-renewal';
import type { paths } from './schema';

/**
 * How the app's calls reach the API: the browser's fetch. The server's renderer of signed-in
 * screens (src/prerender.tsx) puts in its own, which answers them in the API's process.
 */
export const apiTransport: { fetch: (request: Request) => Promise<Response> } = {
  fetch: (request) => globalThis.fetch(request),
};

/** Calls are made to the page's own origin; a server render has no page, and names its own origin. */
const SERVER_RENDER_ORIGIN = 'http://server-render.invalid';

async function send(request: Request): Promise<Response> {
  const response = await apiTransport.fetch(request);
  if (!response.ok) throw await ApiError.fromResponse(response);
  return response;
}

/**
 * Every non-OK response becomes an `ApiError`, so callers only ever see successful data. A call
 * refused because this browser's session was just renewed goes once more, with the new cookie; one
 * refused because the server is busy goes once more after the wait it asked for. Both were refused
 * before anything ran, so nothing happens twice.
 */
export async function apiFetch(request: Request): Promise<Response> {
  // A call without a body can be sent again as it is; one with a body is copied before it is read.
  const again = request.body === null ? request : request.clone();
  try {
    return await send(request);
  } catch (error) {
    if (isSessionRenewal(error)) {
      await sessionRenewalSettled();
      return send(again);
    }
    const busyWait = busyRetryDelayMs(error);
    if (busyWait === null) throw error;
    await waitMs(busyWait);
    return send(again);
  }
}

export const api = createClient<paths>({
  baseUrl: globalThis.location?.origin ?? SERVER_RENDER_ORIGIN,
  credentials: 'include',
  fetch: apiFetch,
});

type Result<T> = { data?: T; error?: unknown; response: Response };

/** The body of a successful call (non-OK responses have already thrown in `apiFetch`). */
export async function unwrap<T>(call: Promise<Result<T>>): Promise<T> {
  const { data } = await call;
  return data as T;
}

/** One page of a paged list, with the cursor of the next page (null on the last page). */
export type Page<T> = { items: T[]; nextCursor: string | null };

/** A paged list's answer: the body is the page's items, the X-Next-Cursor header names the next page. */
export async function unwrapPage<T>(call: Promise<Result<T[]>>): Promise<Page<T>> {
  const { data, response } = await call;
  return { items: data ?? [], nextCursor: response.headers.get('X-Next-Cursor') };
}

/** How TanStack walks a paged list: from the first page, by each page's cursor. */
export const byNextCursor = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage: Page<unknown>) => lastPage.nextCursor ?? undefined,
};
