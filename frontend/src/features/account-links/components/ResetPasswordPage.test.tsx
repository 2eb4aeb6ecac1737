import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE } from '../../../lib/limits';
import { errorResponse, jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { expectFieldError } from '../../../test/field-error';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const signedOut = { 'GET /api/auth/user': errorResponse(401, 'AUTH.NOT_SIGNED_IN', 'Sign in first') };
const CONFIRM_ROUTE = 'POST /api/auth/password-reset/confirm';
const LINK_INVALID = 'This link is invalid or has expired. Ask for a new one.';
const COMMON_PASSWORD = 'This password is one of the most common ones; choose one that is harder to guess';

function passwordField(): HTMLInputElement {
  return screen.getByLabelText('New password', { selector: 'input' });
}

async function submit(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('reset password', () => {
  it('shows the sign-up password rule and requires a password before sending', async () => {
    const fetchMock = mockFetch({ ...signedOut });
    renderApp('/reset-password?token=reset-token-1');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(passwordField().getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText(PASSWORD_RULE)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expectFieldError(passwordField(), 'New password is required');
    expect(requestsTo(fetchMock, CONFIRM_ROUTE)).toHaveLength(0);
  });

  it('sets the password with the link’s token, then sends the user to sign in', async () => {
    const fetchMock = mockFetch({ ...signedOut, [CONFIRM_ROUTE]: new Response(null, { status: 204 }) });
    renderApp('/reset-password?token=reset-token-1');

    await submit('a brand new password');

    expect((await screen.findByRole('status')).textContent).toBe('Password changed. Sign in with your new password.');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText('New password')).toBeNull();
    const [request] = requestsTo(fetchMock, CONFIRM_ROUTE);
    expect(await request.json()).toEqual({ token: 'reset-token-1', password: 'a brand new password' });
  });

  it('fetches the user again once the password changed: this browser’s session ended too', async () => {
    let signedIn = true;
    const fetchMock = mockFetch({
      'GET /api/auth/user': () => (signedIn ? jsonResponse(makeUser()) : errorResponse(401, 'AUTH.NOT_SIGNED_IN', 'Sign in first')),
      [CONFIRM_ROUTE]: () => {
        signedIn = false;
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/reset-password?token=reset-token-1');

    await submit('a brand new password');

    expect(await screen.findByText('Password changed. Sign in with your new password.')).toBeTruthy();
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/auth/user')).toHaveLength(2));
  });

  it('shows the server’s rule errors at the field', async () => {
    mockFetch({
      ...signedOut,
      [CONFIRM_ROUTE]: jsonResponse(
        {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Request validation failed',
          details: { fields: [{ field: 'password', errors: [COMMON_PASSWORD] }] },
        },
        400,
      ),
    });
    renderApp('/reset-password?token=reset-token-1');

    await submit('password123');

    await waitFor(() => expectFieldError(passwordField(), COMMON_PASSWORD));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a link that no longer works, and leads to a new one', async () => {
    mockFetch({ ...signedOut, [CONFIRM_ROUTE]: errorResponse(400, 'IDENTITY.LINK_INVALID', LINK_INVALID) });
    renderApp('/reset-password?token=used-token');

    await submit('a brand new password');

    expect((await screen.findByRole('alert')).textContent).toBe(LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('says so at once when the link has no token', async () => {
    const fetchMock = mockFetch({ ...signedOut });
    renderApp('/reset-password');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is incomplete. Open the link from the email again, or ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
    expect(requestsTo(fetchMock, CONFIRM_ROUTE)).toHaveLength(0);
  });

  it('shows any other failure above the button, keeping the password', async () => {
    mockFetch({
      ...signedOut,
      [CONFIRM_ROUTE]: errorResponse(429, 'TOO_MANY_REQUESTS', 'Too many requests. Please try again in 1 minute.'),
    });
    renderApp('/reset-password?token=reset-token-1');

    await submit('a brand new password');

    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again in 1 minute.');
    expect(passwordField().value).toBe('a brand new password');
  });
});
