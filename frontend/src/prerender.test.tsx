// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApiCall } from './prerender';
import { renderSignedInScreen } from './prerender';
import { errorResponse, jsonResponse } from './test/fetch';
import { makeApplication, makeJob, makeUser } from './test/fixtures';

const NO_RULES = { rules: [] };
const pathOf = (request: Request) => new URL(request.url).pathname;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The screen drawn at the request's address; a screen left to the app (null) fails the test. */
async function drawnScreen(request: Parameters<typeof renderSignedInScreen>[0]) {
  const screen = await renderSignedInScreen(request);
  if (screen === null) throw new Error(`${request.url} was left to the app`);
  return screen;
}

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
    const screen = await drawnScreen({
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
      drawnScreen({
        url: '/jobs',
        user: makeUser(),
        call: visitor('For the first visitor', 30),
        deadline: Date.now() + 2000,
        stylesheet: NO_RULES,
      }),
      drawnScreen({
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

  it('draws the cards of applications whole, their offers read from the address, not the window, which a server lacks', async () => {
    const call: ApiCall = async (request) => {
      if (pathOf(request) === '/api/applications/my') return jsonResponse([makeApplication()]);
      if (pathOf(request) === '/api/conversations/unread-count') return jsonResponse({ unreadMessages: 0 });
      return jsonResponse([]);
    };
    const screen = await drawnScreen({
      url: `/applications?offer=${makeApplication().id}`,
      user: makeUser(),
      call,
      deadline: Date.now() + 2_000,
      stylesheet: NO_RULES,
    });
    expect(screen.html).toContain('Night chat operator');
    // React's mark of a part it gave up drawing on the server, left to the browser.
    expect(screen.html).not.toContain('<!--$!-->');
  });
});

describe('a screen whose route sends the visitor elsewhere (decision 0083)', () => {
  const signedIn = { user: makeUser(), call: async () => jsonResponse([]), stylesheet: NO_RULES };

  it('is drawn as nothing, naming where the sign-in screen sends someone already signed in', async () => {
    const moved = await drawnScreen({ ...signedIn, url: '/login?next=%2Fjobs%3Fsort%3Dnewest', deadline: Date.now() + 2_000 });
    expect(moved).toEqual({ html: '', css: '', queries: { mutations: [], queries: [] }, movedTo: '/jobs?sort=newest' });
    const home = await drawnScreen({ ...signedIn, url: '/login?next=%2F.%2F%2Fevil.example', deadline: Date.now() + 2_000 });
    expect(home.movedTo).toBe('/');
  });

  it('is drawn as nothing where a visitor opens sign-out: the landing page', async () => {
    const moved = await drawnScreen({ ...signedIn, user: null, url: '/logout', deadline: Date.now() + 2_000 });
    expect(moved.movedTo).toBe('/');
  });

  it('is left to the app where loading it writes: the write, refused on the server, decides where it goes', async () => {
    const asked: string[] = [];
    const refusingWrites: ApiCall = async (request) => {
      asked.push(`${request.method} ${pathOf(request)}`);
      if (request.method !== 'GET') throw new Error(`A drawn screen may only read the API, not ${request.method} ${pathOf(request)}`);
      return jsonResponse([]);
    };
    // A digest email's link: the visit is recorded (a POST), and its answer says which search opens.
    const screen = await renderSignedInScreen({
      ...signedIn,
      call: refusingWrites,
      url: '/jobs?savedSearch=6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      deadline: Date.now() + 2_000,
    });
    expect(asked).toContain('POST /api/saved-searches/6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b/visits');
    expect(screen).toBeNull();
  });

  it('is drawn where it stays, whatever its query', async () => {
    const screen = await drawnScreen({ ...signedIn, user: null, url: '/login?mode=signup', deadline: Date.now() + 2_000 });
    expect(screen.movedTo).toBeUndefined();
    expect(screen.html).toContain('Create account');
  });
});
