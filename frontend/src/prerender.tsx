import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';
import { dehydrate, hashKey } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { apiTransport } from './api/client';
import type { User } from './api/types';
import { criticalRules } from './app/critical-css';
import type { StylesheetIndex } from './app/critical-css';
import { AppProviders } from './app/providers';
import { seedPageState } from './app/first-load';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { authKeys } from './features/auth/api';

/**
 * The landing page as a signed-out visitor first sees it, drawn at build time (build-tools/first-load.ts)
 * so that a phone paints it from the HTML alone; the app's first render then replaces it with the
 * same screen (main.tsx). The platform's figures show their placeholders until the app fetches them.
 */
export async function renderLandingPage(): Promise<string> {
  const queryClient = createQueryClient();
  seedPageState(queryClient, { user: null });
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  return renderApp(queryClient, router);
}

/** Answers one of the app's API calls for the visitor the page is drawn for. */
export type ApiCall = (request: Request) => Promise<Response>;

export type SignedInScreenRequest = {
  /** The address the browser asked for: path and query. */
  url: string;
  /** The signed-in user, as `GET /api/auth/user` answers; null for a visitor on a public page (decision 0061). */
  user: User | null;
  /** How the screen's calls reach the API, as this visitor (the server answers them in its own process). */
  call: ApiCall;
  /** When the screen is drawn with whatever data has come by then (ms since the epoch). */
  deadline: number;
  /** The build's stylesheet, indexed (build-tools/first-load.ts). */
  stylesheet: StylesheetIndex;
};

/**
 * A signed-in screen drawn on the server: its markup, the stylesheet's rules it uses, and the data
 * it was drawn from, for the app's cache.
 */
export type SignedInScreen = {
  html: string;
  css: string;
  queries: DehydratedState;
  /** Where a route sent the visitor instead (the sign-in screen opened by someone signed in): nothing was drawn. */
  movedTo?: string;
};

/**
 * Each render's calls go through its own visitor's `call`, however the renders interleave; a call
 * outside a render goes where it went before (the server has no other API to reach).
 */
const visitorCalls = new AsyncLocalStorage<ApiCall>();
const outsideRenders = apiTransport.fetch;
apiTransport.fetch = (request) => (visitorCalls.getStore() ?? outsideRenders)(request);

const CURRENT_USER_HASH = hashKey(authKeys.currentUser);

/** Rounds of "draw, then fetch what the drawing asked for": a screen's queries may depend on another's answer. */
const MAX_RENDER_ROUNDS = 3;

/**
 * A signed-in screen as the app would first draw it, with its data (decision 0042): the route's
 * loaders run, and then each query the drawn screen asks for, until nothing is missing or the
 * deadline passes. A call that fails is left for the app to make again (its error is not drawn).
 * A screen whose loading writes (a digest email's saved search records its visit, whose answer
 * says which search opens) is not drawn at all (null): the server refuses the write, so what it
 * would draw, or where it would send the visitor, is not what the app will do (decision 0083).
 */
export function renderSignedInScreen({ url, user, call, deadline, stylesheet }: SignedInScreenRequest): Promise<SignedInScreen | null> {
  let wrote = false;
  const readsOnly: ApiCall = (request) => {
    if (request.method !== 'GET') wrote = true;
    return call(request);
  };
  return visitorCalls.run(readsOnly, async () => {
    // Nothing redirects on the server: a 401 here leaves the screen to the app.
    const queryClient = createQueryClient({ onUnauthorized: () => undefined });
    seedPageState(queryClient, { user });
    const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [url] }) });
    await beforeDeadline(router.load(), deadline);
    if (wrote) return null;
    // A route that sends the visitor to another screen is the server's redirect (decision 0083). On
    // the server the router does not follow it: it keeps it as the load's result.
    const result = router._serverResult;
    if (result?.type === 'redirect') {
      return { html: '', css: '', queries: { mutations: [], queries: [] }, movedTo: result.redirect.headers.get('Location') ?? '/' };
    }
    let html = '';
    for (let round = 0; round < MAX_RENDER_ROUNDS; round += 1) {
      await beforeDeadline(settled(queryClient), deadline);
      html = renderApp(queryClient, router);
      const asked = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));
      if (asked.length === 0 || Date.now() >= deadline) break;
      for (const query of asked) void query.fetch().catch(() => undefined);
    }
    const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
    if (failed.length > 0) {
      for (const query of failed) queryClient.getQueryCache().remove(query);
      html = renderApp(queryClient, router);
    }
    return {
      html,
      css: criticalRules(stylesheet, html),
      // The user goes in the page state of its own, as on every page.
      queries: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryHash !== CURRENT_USER_HASH,
      }),
    };
  });
}

/** A query is fetched only when the screen that asked for it would (its observers' `enabled`, kept on the query). */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** The router's own scripts (scroll restoration) are left out: the app's first render replaces the drawn page. */
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script>/g;

function renderApp(queryClient: QueryClient, router: ReturnType<typeof createAppRouter>): string {
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ).replace(SCRIPT_ELEMENT, '');
}

/** Resolves when no query of the client is fetching. */
function settled(queryClient: QueryClient): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The promise, or nothing once the deadline passes: the screen is drawn with what it has. */
function beforeDeadline(promise: Promise<unknown>, deadline: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
  return Promise.race([
    promise.then(
      () => undefined,
      () => undefined,
    ),
    timeout,
  ]).finally(() => clearTimeout(timer));
}
