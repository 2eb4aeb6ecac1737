import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { AppProviders } from './app/providers';
import { seedPageState } from './app/first-load';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';

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
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
