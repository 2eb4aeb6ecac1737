import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createAppRouter } from '../app/router';

export function createTestQueryClient(onUnauthorized: () => void = () => {}): QueryClient {
  return createQueryClient({ onUnauthorized });
}

/** Mantine (test mode: no transitions, no portals), notifications and TanStack Query. */
export function TestProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <AppProviders queryClient={queryClient} env="test">
      {children}
    </AppProviders>
  );
}

export function renderWithProviders(ui: ReactElement, { queryClient = createTestQueryClient() } = {}) {
  return { queryClient, ...render(<TestProviders queryClient={queryClient}>{ui}</TestProviders>) };
}

/** The whole app with its router, opened at `path`. */
export function renderApp(path: string, { queryClient = createTestQueryClient() } = {}) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, history });
  const result = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { queryClient, router, history, ...result };
}

/** One component inside a bare router, for components with links but no route of their own. */
export function renderWithRouter(ui: ReactElement, { queryClient = createTestQueryClient(), path = '/' } = {}) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { queryClient, router, ...result };
}
