import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { expectFieldError } from '../../../test/field-error';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const signedOut = { 'GET /api/auth/user': errorResponse(401, 'AUTH.NOT_SIGNED_IN', 'Sign in first') };
const SENT = 'If an account uses this address, we sent it a link to reset the password.';
const RESET_ROUTE = 'POST /api/auth/password-reset';

function emailField(): HTMLInputElement {
  return screen.getByLabelText('Email', { selector: 'input' });
}

describe('forgot password', () => {
  it('is reached from the sign-in screen', async () => {
    mockFetch({ ...signedOut });
    const { router } = renderApp('/login');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));

    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('is offered on the sign-in tab only', async () => {
    mockFetch({ ...signedOut });
    renderApp('/login?mode=signup');

    expect(await screen.findByRole('button', { name: 'Create account' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
  });

  it('requires the email before sending', async () => {
    const fetchMock = mockFetch({ ...signedOut });
    renderApp('/forgot-password');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));

    expectFieldError(emailField(), 'Email is required');
    expect(requestsTo(fetchMock, RESET_ROUTE)).toHaveLength(0);
  });

  it('sends the address and shows the server’s answer in place of the form', async () => {
    const fetchMock = mockFetch({ ...signedOut, [RESET_ROUTE]: jsonResponse({ message: SENT }, 202) });
    renderApp('/forgot-password');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), ' ada@example.test ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect((await screen.findByRole('status')).textContent).toBe(SENT);
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
    const [request] = requestsTo(fetchMock, RESET_ROUTE);
    expect(await request.json()).toEqual({ email: 'ada@example.test' });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows the server’s message when asked too often, keeping the form', async () => {
    mockFetch({
      ...signedOut,
      [RESET_ROUTE]: errorResponse(429, 'TOO_MANY_REQUESTS', 'Too many requests. Please try again in 59 minutes.'),
    });
    renderApp('/forgot-password');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again in 59 minutes.');
    expect(emailField().value).toBe('ada@example.test');
  });

  it('shows an address the server refuses under the field', async () => {
    mockFetch({
      ...signedOut,
      [RESET_ROUTE]: jsonResponse(
        {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Request validation failed',
          details: { fields: [{ field: 'email', errors: ['email must be an email'] }] },
        },
        400,
      ),
    });
    renderApp('/forgot-password');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    await waitFor(() => expectFieldError(emailField(), 'email must be an email'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('works signed in too, starting from the account’s address', async () => {
    mockFetch({ 'GET /api/auth/user': makeUser() });
    renderApp('/forgot-password');

    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(emailField().value).toBe('amara@demo.local');
  });
});
