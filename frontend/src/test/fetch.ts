import { vi } from 'vitest';
import { apiTransport } from '../api/client';

export type MockRoute = (request: Request) => Response | Promise<Response>;

/** A JSON response as the API sends it, with any extra headers (e.g. X-Next-Cursor). */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** The API's error body with its status. */
export function errorResponse(status: number, code: string, message: string): Response {
  return jsonResponse({ statusCode: status, code, message }, status);
}

/**
 * Stubs `fetch` with routes keyed by 'METHOD /path' (the path without its query string).
 * Unknown routes answer 404 with the API's error body.
 */
export function mockFetch(routes: Record<string, MockRoute | Response | object>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    const route = routes[`${request.method} ${pathname}`];
    if (route === undefined) return errorResponse(404, 'NOT_FOUND', `No route for ${request.method} ${pathname}`);
    if (typeof route === 'function') return (route as MockRoute)(request);
    if (route instanceof Response) return route.clone();
    return jsonResponse(route);
  });
}

/** The requests a fetch mock received, as 'METHOD /path'. */
export function requestedRoutes(fetchMock: { mock: { calls: unknown[][] } }): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const request = input as Request;
    return `${request.method} ${new URL(request.url).pathname}`;
  });
}

/** The requests a fetch mock received for one route ('METHOD /path'), in order. */
export function requestsTo(fetchMock: { mock: { calls: unknown[][] } }, route: string): Request[] {
  return fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => `${request.method} ${new URL(request.url).pathname}` === route);
}

/** A scripted stand-in for the app's transport: what each call sent, and the answers still to give. */
export type ScriptedTransport = {
  /** Each call's path and body, in order, read before it is answered. */
  sent: { url: string; body: string }[];
  /** Taken one per call, first first. */
  answers: (() => Response)[];
  /** Puts the browser's fetch back. */
  restore: () => void;
};

/** Puts a scripted transport under `apiFetch`, below its retries, so a test sees every call it sends. */
export function scriptApiTransport(): ScriptedTransport {
  const realFetch = apiTransport.fetch;
  const transport: ScriptedTransport = { sent: [], answers: [], restore: () => (apiTransport.fetch = realFetch) };
  apiTransport.fetch = async (request) => {
    transport.sent.push({ url: new URL(request.url).pathname, body: await request.text() });
    return transport.answers.shift()!();
  };
  return transport;
}
