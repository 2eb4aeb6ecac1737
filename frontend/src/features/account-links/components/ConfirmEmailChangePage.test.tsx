import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const signedOut = { 'GET /api/auth/user': errorResponse(401, 'AUTH.NOT_SIGNED_IN', 'Sign in first') };
const CONFIRM_ROUTE = 'POST /api/auth/email/confirm';
const LINK_INVALID = 'This link is invalid or has expired. Ask for a new one.';

describe('email change link', () => {
  it('makes the new address the account’s, and tells a signed-out visitor to sign in with it', async () => {
    const fetchMock = mockFetch({ ...signedOut, [CONFIRM_ROUTE]: { email: 'ada.new@example.test' } });
    renderApp('/confirm-email?token=change-token-1');

    expect(await screen.findByRole('heading', { name: 'Email address changed' })).toBeTruthy();
    expect(screen.getByText('Your email address is now ada.new@example.test. Sign in with it from now on.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    const [request] = requestsTo(fetchMock, CONFIRM_ROUTE);
    expect(await request.json()).toEqual({ token: 'change-token-1' });
  });

  it('fetches a signed-in user again, with the new address', async () => {
    let user = makeUser();
    const fetchMock = mockFetch({
      'GET /api/auth/user': () => jsonResponse(user),
      [CONFIRM_ROUTE]: () => {
        user = makeUser({ email: 'amara.new@example.test' });
        return jsonResponse({ email: user.email });
      },
    });
    renderApp('/confirm-email?token=change-token-1');

    expect(await screen.findByText('Your email address is now amara.new@example.test.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/auth/user')).toHaveLength(2));
  });

  it('says a link that does not work, and where to ask for a new one', async () => {
    mockFetch({ ...signedOut, [CONFIRM_ROUTE]: errorResponse(400, 'IDENTITY.LINK_INVALID', LINK_INVALID) });
    renderApp('/confirm-email?token=expired');

    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(LINK_INVALID);
    expect(screen.getByText('To get a new link, change your email address again in Settings.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('says a link without its token is incomplete, and sends nothing', async () => {
    const fetchMock = mockFetch({ ...signedOut });
    renderApp('/confirm-email');

    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeTruthy();
    expect(requestsTo(fetchMock, CONFIRM_ROUTE)).toHaveLength(0);
  });
});
