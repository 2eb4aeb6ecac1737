import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../lib/browser';
import { errorResponse, jsonResponse, mockFetch, requestedRoutes } from '../test/fetch';
import { makeUser } from '../test/fixtures';
import { renderApp } from '../test/render';

const signedOut = { 'GET /api/auth/user': errorResponse(401, 'AUTH.UNAUTHENTICATED', 'Sign in first') };
const platformStats = { 'GET /api/platform/stats': { totalWorkers: 12, verifiedWorkers: 5, totalJobs: 30 } };
const dashboard = {
  'GET /api/dashboard/stats': { activeContracts: 2, pendingApplications: 3, unreadMessages: 4 },
  'GET /api/dashboard/activity': [],
};

async function expectNotFound() {
  expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
}

describe('route table', () => {
  it('shows the landing page at / when signed out', async () => {
    const fetchMock = mockFetch({ ...signedOut, ...platformStats });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Find Verified Remote Work' })).toBeTruthy();
    expect(await screen.findByText('12+')).toBeTruthy();
    expect(requestedRoutes(fetchMock)).not.toContain('GET /api/dashboard/stats');
  });

  it('shows the not-found screen on a path without a screen when signed out', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    try {
      mockFetch({ ...signedOut });
      renderApp('/no-such-page');

      await expectNotFound();
      expect(assign).not.toHaveBeenCalled();
    } finally {
      assign.mockRestore();
    }
  });

  describe('a signed-out visitor on a screen of the signed-in route table', () => {
    // The job board, a job, a profile and the freelancers read for a visitor (routes/public-board.test.tsx).
    const messages: [path: string, message: string][] = [
      ['/jobs/0b7e9a3c-3f0c-4c1e-9a47-2a1d7f0c9b11/apply', 'Please log in to view job details'],
      ['/contracts/6a1f0c2e-8d4b-4f7a-9c3e-1b2d3e4f5a6b/review', 'Please log in to leave a review'],
      ['/contracts/6a1f0c2e-8d4b-4f7a-9c3e-1b2d3e4f5a6b', 'Please log in to continue'],
      ['/settings', 'Please log in to continue'],
    ];

    it.each(messages)('%s: toasts %j', async (path, message) => {
      const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
      try {
        const fetchMock = mockFetch({ ...signedOut });
        renderApp(path);

        expect(await screen.findByText(message)).toBeTruthy();
        // Only the sign-in check: the screen's own data needs a session.
        expect(requestedRoutes(fetchMock).every((route) => route === 'GET /api/auth/user')).toBe(true);
      } finally {
        assign.mockRestore();
      }
    });

    it('is sent to sign-in after 500 ms, with the address (query included) to come back to', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
      try {
        mockFetch({ ...signedOut });
        renderApp('/messages?userId=0b7e9a3c-3f0c-4c1e-9a47-2a1d7f0c9b11');
        expect(await screen.findByText('Please log in to continue')).toBeTruthy();
        expect(assign).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(500);
        expect(assign).toHaveBeenCalledWith(
          `/api/login?next=${encodeURIComponent('/messages?userId=0b7e9a3c-3f0c-4c1e-9a47-2a1d7f0c9b11')}`,
        );
      } finally {
        assign.mockRestore();
        vi.useRealTimers();
      }
    });

    it('keeps the query in the router’s canonical form', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
      try {
        mockFetch({ ...signedOut });
        renderApp('/messages?userId=night%20chat');
        await screen.findByText('Please log in to continue');
        await vi.advanceTimersByTimeAsync(500);
        // The router writes the query in its canonical form (a space as +).
        expect(assign).toHaveBeenCalledWith(`/api/login?next=${encodeURIComponent('/messages?userId=night+chat')}`);
      } finally {
        assign.mockRestore();
        vi.useRealTimers();
      }
    });
  });

  it('shows the username setup on every path when signed in without a username', async () => {
    mockFetch({ 'GET /api/auth/user': makeUser({ username: null }) });
    renderApp('/settings');

    expect(await screen.findByRole('heading', { name: 'Choose your username' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Username/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
  });

  it('opens the screen of the path it was shown on once the username is chosen', async () => {
    let user = makeUser({ username: null });
    mockFetch({
      'GET /api/auth/user': () => jsonResponse(user),
      'GET /api/users/username/check/grace_h': { available: true, error: null },
      'POST /api/users/username': () => {
        user = makeUser({ username: 'grace_h' });
        return jsonResponse(user);
      },
    });
    const { router } = renderApp('/settings');

    fireEvent.change(await screen.findByRole('textbox', { name: /Username/ }), { target: { value: 'grace_h' } });
    await screen.findByText('✓ Username is available');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // The screen's data and code load only now that the user has a username.
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(await screen.findByText('@grace_h')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('shows the username setup at an unknown path too when signed in without a username', async () => {
    mockFetch({ 'GET /api/auth/user': makeUser({ username: null }) });
    renderApp('/jobs');

    expect(await screen.findByRole('heading', { name: 'Choose your username' })).toBeTruthy();
  });

  it('shows the dashboard at / when signed in with a username', async () => {
    mockFetch({ 'GET /api/auth/user': makeUser(), ...dashboard });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(await screen.findByText('Active Contracts')).toBeTruthy();
    expect(screen.getByText('@amara')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Find Verified Remote Work' })).toBeNull();
  });

  it('shows the settings at /settings when signed in with a username', async () => {
    mockFetch({ 'GET /api/auth/user': makeUser() });
    renderApp('/settings');

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update Username' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('amara@demo.local')).toBeTruthy();
    expect(screen.getByText('Amara Okafor')).toBeTruthy();
    expect(screen.getByText('Worker')).toBeTruthy();
  });

  it('shows the not-found screen on a path without a screen when signed in', async () => {
    mockFetch({ 'GET /api/auth/user': makeUser() });
    renderApp('/no-such-page');

    await expectNotFound();
  });
});
