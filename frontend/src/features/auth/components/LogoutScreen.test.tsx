import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { browser } from '../../../lib/browser';
import { errorResponse, mockFetch, requestedRoutes, requestsTo } from '../../../test/fetch';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

let assign: MockInstance<typeof browser.assign>;

beforeEach(() => {
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  assign.mockRestore();
});

describe('sign-out confirmation', () => {
  it('asks first, and ends nothing until the user confirms', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/user': makeUser() });
    renderApp('/logout');

    expect(await screen.findByRole('heading', { name: 'Sign out of VerifiedWork?' })).toBeTruthy();
    expect(screen.getByText('You followed a sign-out link. Confirm to end your session on this device.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Stay signed in' }).getAttribute('href')).toBe('/');
    expect(requestedRoutes(fetchMock)).not.toContain('POST /api/auth/logout');
  });

  it('signs out on the server, then loads the home page in full', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': makeUser({ username: null }),
      'POST /api/auth/logout': new Response(null, { status: 204 }),
    });
    renderApp('/logout');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(requestsTo(fetchMock, 'POST /api/auth/logout')).toHaveLength(1);
  });

  it('says why signing out failed and stays', async () => {
    mockFetch({
      'GET /api/auth/user': makeUser(),
      'POST /api/auth/logout': errorResponse(403, 'FORBIDDEN_ORIGIN', 'This request did not come from the app'),
    });
    renderApp('/logout');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect((await screen.findByRole('alert')).textContent).toBe('This request did not come from the app');
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends a visitor who is not signed in to the home page', async () => {
    mockFetch({
      'GET /api/auth/user': errorResponse(401, 'AUTH.NOT_SIGNED_IN', 'Sign in first'),
      'GET /api/platform/stats': { totalWorkers: 0, verifiedWorkers: 0, totalJobs: 0 },
    });
    const { router } = renderApp('/logout');

    expect(await screen.findByRole('heading', { name: 'Find Verified Remote Work' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Sign out of VerifiedWork?' })).toBeNull();
  });
});
