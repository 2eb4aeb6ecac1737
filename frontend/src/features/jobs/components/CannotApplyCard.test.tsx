import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithRouter, TestProviders } from '../../../test/render';
import { CannotApplyCard } from './CannotApplyCard';

const REASON = 'This job is open to verified freelancers only. Get verified to apply.';

function card() {
  return <CannotApplyCard reason="verification-required" viewerRole="freelancer" jobStatus="open" />;
}

describe('cannot apply card', () => {
  it('links to the verification screen once the app has one', async () => {
    const rootRoute = createRootRoute({ component: card });
    const verificationRoute = createRoute({ getParentRoute: () => rootRoute, path: '/verification' });
    const router = createRouter({
      routeTree: rootRoute.addChildren([verificationRoute]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(
      <TestProviders queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </TestProviders>,
    );

    expect(await screen.findByText(REASON)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get verified' }).getAttribute('href')).toBe('/verification');
  });

  it('shows the reason without a link while there is no verification screen', async () => {
    renderWithRouter(card());

    expect(await screen.findByText(REASON)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Get verified' })).toBeNull();
  });
});
