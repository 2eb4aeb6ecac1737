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

  it('shows the not-found screen on any other path when signed out', async () => {
    mockFetch({ ...signedOut });
    renderApp('/settings');

    await expectNotFound();
    expect(screen.queryByText('Username')).toBeNull();
  });

  it('asks a signed-out visitor on a job screen to sign in, then returns them there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    try {
      mockFetch({ ...signedOut });
      renderApp('/jobs?search=night%20chat');
      expect(await screen.findByText('Please log in to search jobs')).toBeTruthy();
      expect(assign).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(500);
      // The router writes the query in its canonical form (a space as +).
      expect(assign).toHaveBeenCalledWith(`/api/login?next=${encodeURIComponent('/jobs?search=night+chat')}`);
    } finally {
      assign.mockRestore();
      vi.useRealTimers();
    }
  });

  it('says job details need signing in', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    try {
      mockFetch({ ...signedOut });
      renderApp('/jobs/0b7e9a3c-3f0c-4c1e-9a47-2a1d7f0c9b11');
      expect(await screen.findByText('Please log in to view job details')).toBeTruthy();
    } finally {
      assign.mockRestore();
    }
  });

  it('shows the username setup on every path when signed in without a username', async () => {
    mockFetch({ 'GET /api/auth/user': makeUser({ username: null }) });
    renderApp('/settings');

    expect(await screen.findByRole('heading', { name: 'Choose your username' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Username/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
  });

  it('opens the dashboard once the username is chosen', async () => {
    let user = makeUser({ username: null });
    mockFetch({
      'GET /api/auth/user': () => jsonResponse(user),
      'GET /api/users/username/check/grace_h': { available: true, error: null },
      'POST /api/users/username': () => {
        user = makeUser({ username: 'grace_h' });
        return jsonResponse(user);
      },
      ...dashboard,
    });
    const { router } = renderApp('/settings');

    fireEvent.change(await screen.findByRole('textbox', { name: /Username/ }), { target: { value: 'grace_h' } });
    await screen.findByText('✓ Username is available', undefined, { timeout: 2000 });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(await screen.findByText('@grace_h')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
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
