import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, unwrap } from './api/client';
import { currentUserQueryOptions } from './features/auth/api';
import { browser } from './lib/browser';
import { createQueryClient, redirectToLogin } from './query-client';
import { errorResponse, mockFetch } from './test/fetch';
import { makeUser } from './test/fixtures';
import { renderWithProviders } from './test/render';

const statsQuery = { queryKey: ['dashboard', 'stats'], queryFn: () => unwrap(api.GET('/api/dashboard/stats')) };

describe('query client', () => {
  it('never treats data as stale, never refetches on focus and never retries', () => {
    const queryClient = createQueryClient();
    const defaults = queryClient.getDefaultOptions();

    expect(defaults.queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('yields null for the current user when signed out, without the login redirect', async () => {
    mockFetch({ 'GET /api/auth/user': errorResponse(401, 'AUTH.UNAUTHENTICATED', 'Sign in first') });
    const handleUnauthorized = vi.fn();
    const queryClient = createQueryClient({ onUnauthorized: handleUnauthorized });

    await expect(queryClient.fetchQuery(currentUserQueryOptions())).resolves.toBeNull();
    expect(handleUnauthorized).not.toHaveBeenCalled();
  });

  it('sends a signed-in user to the login when another call answers 401', async () => {
    mockFetch({ 'GET /api/dashboard/stats': errorResponse(401, 'AUTH.UNAUTHENTICATED', 'Sign in first') });
    const handleUnauthorized = vi.fn();
    const queryClient = createQueryClient({ onUnauthorized: handleUnauthorized });
    queryClient.setQueryData(currentUserQueryOptions().queryKey, makeUser());

    await expect(queryClient.fetchQuery(statsQuery)).rejects.toMatchObject({ status: 401 });
    await expect(
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: () => unwrap(api.GET('/api/dashboard/stats')) })
        .execute(undefined),
    ).rejects.toMatchObject({ status: 401 });

    expect(handleUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not redirect a visitor who is not signed in', async () => {
    mockFetch({ 'GET /api/dashboard/stats': errorResponse(401, 'AUTH.UNAUTHENTICATED', 'Sign in first') });
    const handleUnauthorized = vi.fn();
    const queryClient = createQueryClient({ onUnauthorized: handleUnauthorized });
    queryClient.setQueryData(currentUserQueryOptions().queryKey, null);

    await expect(queryClient.fetchQuery(statsQuery)).rejects.toMatchObject({ status: 401 });
    expect(handleUnauthorized).not.toHaveBeenCalled();
  });

  it('ignores other failures', async () => {
    mockFetch({ 'GET /api/dashboard/stats': errorResponse(500, 'INTERNAL', 'Boom') });
    const handleUnauthorized = vi.fn();
    const queryClient = createQueryClient({ onUnauthorized: handleUnauthorized });
    queryClient.setQueryData(currentUserQueryOptions().queryKey, makeUser());

    await expect(queryClient.fetchQuery(statsQuery)).rejects.toMatchObject({ status: 500 });
    expect(handleUnauthorized).not.toHaveBeenCalled();
  });
});

describe('redirectToLogin', () => {
  it("toasts 'Unauthorized' in red, then opens /api/login after 500 ms, to come back to this address", async () => {
    renderWithProviders(<></>);
    // The toasts' container is loaded after the first render (see providers.tsx).
    await vi.waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).toBeTruthy());
    window.history.pushState(null, '', '/messages?userId=u2#latest');
    vi.useFakeTimers();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    try {
      act(() => redirectToLogin());

      expect(screen.getByText('Unauthorized')).toBeTruthy();
      expect(screen.getByText('You are logged out. Logging in again...')).toBeTruthy();
      expect(document.querySelector('.mantine-Notification-root')?.getAttribute('style')).toContain('--mantine-color-red');

      act(() => vi.advanceTimersByTime(499));
      expect(assign).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(assign).toHaveBeenCalledWith(`/api/login?next=${encodeURIComponent('/messages?userId=u2#latest')}`);
    } finally {
      vi.useRealTimers();
      window.history.pushState(null, '', '/');
    }
  });
});
