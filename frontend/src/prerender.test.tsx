// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApiCall } from './prerender';
import { renderSignedInScreen } from './prerender';
import { errorResponse, jsonResponse } from './test/fetch';
import { makeJob, makeUser } from './test/fixtures';

const NO_RULES = { rules: [] };
const pathOf = (request: Request) => new URL(request.url).pathname;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a signed-in screen drawn on the server (decision 0042)', () => {
  it('is drawn with its data; what fails or comes too late is left for the app to fetch', async () => {
    const asked: string[] = [];
    const call: ApiCall = async (request) => {
      asked.push(`${request.method} ${pathOf(request)}`);
      switch (pathOf(request)) {
        case '/api/jobs':
          return jsonResponse([makeJob({ title: 'Night-shift chat operator' })]);
        case '/api/conversations/unread-count':
          return errorResponse(503, 'UNAVAILABLE', 'The service is busy');
        case '/api/notifications':
          return new Promise<Response>(() => undefined);
        default:
          return errorResponse(404, 'NOT_FOUND', 'No such thing');
      }
    };
    const screen = await renderSignedInScreen({
      url: '/jobs?sort=newest',
      user: makeUser({ username: 'amara' }),
      call,
      // Long enough for the screen's code and data on a busy machine; the notifications never come.
      deadline: Date.now() + 2_000,
      stylesheet: { rules: [{ css: 'body{margin:0}', needs: [[]] }] },
    });

    expect(screen.html).toContain('Browse Jobs');
    expect(screen.html).toContain('Night-shift chat operator');
    expect(screen.html).not.toContain('The service is busy');
    expect(screen.html).not.toContain('<script');
    expect(screen.css).toBe('body{margin:0}');
    // The user is in the page state of its own.
    expect(screen.queries.queries.map((query) => query.queryKey[0])).toEqual(['jobs']);
    expect(asked).toEqual(expect.arrayContaining(['GET /api/jobs', 'GET /api/conversations/unread-count', 'GET /api/notifications']));
    expect(asked.every((route) => route.startsWith('GET '))).toBe(true);
  });

  it("keeps each render's calls to its own visitor while renders interleave", async () => {
    const visitor =
      (title: string, wait: number): ApiCall =>
      async (request) => {
        await delay(wait);
        if (pathOf(request) === '/api/jobs') return jsonResponse([makeJob({ title })]);
        if (pathOf(request) === '/api/conversations/unread-count') return jsonResponse({ unreadMessages: 0 });
        return jsonResponse([]);
      };
    const [first, second] = await Promise.all([
      renderSignedInScreen({
        url: '/jobs',
        user: makeUser(),
        call: visitor('For the first visitor', 30),
        deadline: Date.now() + 2000,
        stylesheet: NO_RULES,
      }),
      renderSignedInScreen({
        url: '/jobs',
        user: makeUser(),
        call: visitor('For the second visitor', 5),
        deadline: Date.now() + 2000,
        stylesheet: NO_RULES,
      }),
    ]);
    expect(first.html).toContain('For the first visitor');
    expect(first.html).not.toContain('For the second visitor');
    expect(second.html).toContain('For the second visitor');
    expect(second.html).not.toContain('For the first visitor');
  });
});
