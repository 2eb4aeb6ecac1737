import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { expectFieldError, expectNoFieldError } from '../../../test/field-error';
import { renderWithProviders } from '../../../test/render';
import { EmailAddressCard } from './EmailAddressCard';

const CHANGE_ROUTE = 'PUT /api/auth/email';
const SENT = 'We sent a link to amara.new@example.test. Your address changes once you open it.';

function field(name: 'New email' | 'Password'): HTMLInputElement {
  return screen.getByLabelText(name, { selector: 'input' });
}

function submitButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Change email' });
}

/** Renders the card for Amara, types both fields and sends them. */
async function submit(newEmail: string, password: string) {
  renderWithProviders(<EmailAddressCard user={{ email: 'amara@demo.local', emailVerified: true }} />);
  const user = userEvent.setup();
  await user.type(field('New email'), newEmail);
  await user.type(field('Password'), password);
  await user.click(submitButton());
}

describe('email address card', () => {
  it('shows the address and that it is confirmed', () => {
    renderWithProviders(<EmailAddressCard user={{ email: 'amara@demo.local', emailVerified: true }} />);

    expect(screen.getByText('amara@demo.local is confirmed.')).toBeTruthy();
    expect(field('New email').getAttribute('autocomplete')).toBe('email');
    expect(field('Password').getAttribute('autocomplete')).toBe('current-password');
  });

  it('says when the address is not confirmed yet', () => {
    renderWithProviders(<EmailAddressCard user={{ email: 'amara@demo.local', emailVerified: false }} />);

    expect(screen.getByText('amara@demo.local is not confirmed yet: open the link we sent to it.')).toBeTruthy();
  });

  it('requires both fields, and an address other than the current one, before sending', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<EmailAddressCard user={{ email: 'amara@demo.local', emailVerified: true }} />);
    const user = userEvent.setup();

    await user.click(submitButton());
    expectFieldError(field('New email'), 'New email is required');
    expectFieldError(field('Password'), 'Password is required');

    await user.type(field('New email'), 'Amara@Demo.local');
    await user.type(field('Password'), 'browser-password-1');
    await user.click(submitButton());
    expectFieldError(field('New email'), 'This is already your email address');
    expectNoFieldError(field('Password'));
    expect(requestsTo(fetchMock, CHANGE_ROUTE)).toHaveLength(0);
  });

  it('sends the new address with the password, says where the link went, and clears the form', async () => {
    const fetchMock = mockFetch({ [CHANGE_ROUTE]: jsonResponse({ pendingEmail: 'amara.new@example.test' }, 202) });
    await submit(' amara.new@example.test ', 'browser-password-1');

    expect((await screen.findByRole('status')).textContent).toBe(SENT);
    expect(screen.getByText('Check your new inbox')).toBeTruthy();
    const [request] = requestsTo(fetchMock, CHANGE_ROUTE);
    expect(await request.json()).toEqual({ newEmail: 'amara.new@example.test', currentPassword: 'browser-password-1' });
    expect(field('New email').value).toBe('');
    expect(field('Password').value).toBe('');
    // The address changes only once the link is opened.
    expect(screen.getByText('amara@demo.local is confirmed.')).toBeTruthy();
  });

  it('shows a wrong password at the password field', async () => {
    mockFetch({ [CHANGE_ROUTE]: errorResponse(400, 'IDENTITY.WRONG_CURRENT_PASSWORD', 'Your current password is not right') });
    await submit('amara.new@example.test', 'not-the-password');

    await waitFor(() => expectFieldError(field('Password'), 'Your current password is not right'));
    expectNoFieldError(field('New email'));
    expect(screen.queryByText('Failed to change email')).toBeNull();
  });

  it('shows an address another account uses at the email field', async () => {
    mockFetch({ [CHANGE_ROUTE]: errorResponse(409, 'IDENTITY.EMAIL_TAKEN', 'An account with this email already exists') });
    await submit('grace@demo.local', 'browser-password-1');

    await waitFor(() => expectFieldError(field('New email'), 'An account with this email already exists'));
    expectNoFieldError(field('Password'));
  });

  it('shows the server’s field errors at their fields', async () => {
    mockFetch({
      [CHANGE_ROUTE]: jsonResponse(
        {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Request validation failed',
          details: { fields: [{ field: 'newEmail', errors: ['newEmail must be an email'] }] },
        },
        400,
      ),
    });
    await submit('not-an-address', 'browser-password-1');

    await waitFor(() => expectFieldError(field('New email'), 'newEmail must be an email'));
  });

  it('toasts a failure about no field, keeping what was typed', async () => {
    mockFetch({ [CHANGE_ROUTE]: errorResponse(429, 'TOO_MANY_REQUESTS', 'Too many requests. Please try again in 40 seconds.') });
    await submit('amara.new@example.test', 'browser-password-1');

    expect(await screen.findByText('Failed to change email')).toBeTruthy();
    expect(screen.getByText('Too many requests. Please try again in 40 seconds.')).toBeTruthy();
    expect(field('New email').value).toBe('amara.new@example.test');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
