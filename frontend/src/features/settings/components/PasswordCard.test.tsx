import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE } from '../../../lib/limits';
import { errorResponse, jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { expectFieldError, expectNoFieldError } from '../../../test/field-error';
import { renderWithProviders } from '../../../test/render';
import { PasswordCard } from './PasswordCard';
import { SessionsCard } from './SessionsCard';
import { makeSession } from './sessions.fixture';

const COMMON_PASSWORD = 'This password is one of the most common ones; choose one that is harder to guess';

function field(name: 'Current password' | 'New password'): HTMLInputElement {
  return screen.getByLabelText(name, { selector: 'input' });
}

function submitButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Change password' });
}

function validationFailed(fields: { field: string; errors: string[] }[]) {
  return jsonResponse({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Request validation failed', details: { fields } }, 400);
}

/** Renders the card, types both passwords and sends them. */
async function submit(currentPassword: string, newPassword: string) {
  renderWithProviders(<PasswordCard email="amara@demo.local" />);
  const user = userEvent.setup();
  await user.type(field('Current password'), currentPassword);
  await user.type(field('New password'), newPassword);
  await user.click(submitButton());
  return user;
}

describe('password card', () => {
  it('shows the sign-up password rule under the new password, and requires both fields before sending', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<PasswordCard email="amara@demo.local" />);
    const user = userEvent.setup();

    expect(field('Current password').getAttribute('autocomplete')).toBe('current-password');
    expect(field('New password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText(PASSWORD_RULE)).toBeTruthy();

    await user.click(submitButton());
    expectFieldError(field('Current password'), 'Current password is required');
    expectFieldError(field('New password'), 'New password is required');

    await user.type(field('Current password'), '   ');
    await user.type(field('New password'), 'a new password');
    await user.click(submitButton());
    expectFieldError(field('Current password'), 'Current password is required');
    expectNoFieldError(field('New password'));
    expect(requestsTo(fetchMock, 'PUT /api/auth/password')).toHaveLength(0);
  });

  it('shows a wrong current password at that field, with the server’s message', async () => {
    mockFetch({
      'PUT /api/auth/password': errorResponse(400, 'IDENTITY.WRONG_CURRENT_PASSWORD', 'Your current password is not right'),
    });
    await submit('not-the-password', 'a brand new password');

    await waitFor(() => expectFieldError(field('Current password'), 'Your current password is not right'));
    expectNoFieldError(field('New password'));
    expect(screen.queryByText('Failed to change password')).toBeNull();
  });

  it('shows the server’s rule errors for the new password at that field', async () => {
    mockFetch({ 'PUT /api/auth/password': validationFailed([{ field: 'newPassword', errors: [COMMON_PASSWORD] }]) });
    await submit('browser-password-1', 'password123');

    await waitFor(() => expectFieldError(field('New password'), COMMON_PASSWORD));
    expectNoFieldError(field('Current password'));
    expect(screen.queryByText('Failed to change password')).toBeNull();
  });

  it('asks for a password other than the current one at the new password', async () => {
    mockFetch({
      'PUT /api/auth/password': errorResponse(400, 'IDENTITY.PASSWORD_UNCHANGED', 'Choose a new password other than your current one'),
    });
    await submit('browser-password-1', 'browser-password-1');

    await waitFor(() => expectFieldError(field('New password'), 'Choose a new password other than your current one'));
    expectNoFieldError(field('Current password'));
  });

  it('toasts a failure about no field, such as too many attempts, keeping what was typed', async () => {
    mockFetch({ 'PUT /api/auth/password': errorResponse(429, 'TOO_MANY_REQUESTS', 'Too many requests. Please try again in 40 seconds.') });
    await submit('browser-password-1', 'a brand new password');

    expect(await screen.findByText('Failed to change password')).toBeTruthy();
    expect(screen.getByText('Too many requests. Please try again in 40 seconds.')).toBeTruthy();
    expectNoFieldError(field('Current password'));
    expect(field('New password').value).toBe('a brand new password');
  });

  it('changes the password, toasts, clears the form and lists the sessions again', async () => {
    let sessions = [makeSession(), makeSession({ id: 'other', browser: 'Safari 18', os: 'iOS 18.1', current: false })];
    const fetchMock = mockFetch({
      'GET /api/auth/sessions': () => jsonResponse(sessions),
      'PUT /api/auth/password': () => {
        sessions = [makeSession()];
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(
      <>
        <PasswordCard email="amara@demo.local" />
        <SessionsCard />
      </>,
    );
    const sessionList = await screen.findByRole('list', { name: 'Sessions' });
    expect(within(sessionList).getByText('Safari 18 on iOS 18.1')).toBeTruthy();
    const user = userEvent.setup();

    await user.type(field('Current password'), 'browser-password-1');
    await user.type(field('New password'), 'a brand new password');
    await user.click(submitButton());

    expect(await screen.findByText('Password changed. Your other sessions were signed out.')).toBeTruthy();
    const [request] = requestsTo(fetchMock, 'PUT /api/auth/password');
    expect(await request.json()).toEqual({ currentPassword: 'browser-password-1', newPassword: 'a brand new password' });
    expect(field('Current password').value).toBe('');
    expect(field('New password').value).toBe('');
    await waitFor(() => expect(within(sessionList).queryByText('Safari 18 on iOS 18.1')).toBeNull());
    expect(requestsTo(fetchMock, 'GET /api/auth/sessions')).toHaveLength(2);
  });
});
