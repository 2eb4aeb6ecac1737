import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, requestedRoutes } from '../../../test/fetch';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { expectFieldError, expectNoFieldError } from '../../../test/field-error';
import { getUsernameChangeBlockedUntil, UsernameSettingsCard } from './UsernameSettingsCard';

function usernameInput(): HTMLInputElement {
  return screen.getByRole('textbox', { name: /Username/ });
}

function updateButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Update Username' });
}

describe('username settings card', () => {
  it('shows the current username with @', () => {
    mockFetch({});
    renderWithProviders(<UsernameSettingsCard user={makeUser({ username: 'amara' })} onUpdated={() => {}} />);

    expect(screen.getByText('@amara')).toBeTruthy();
    expect(updateButton().disabled).toBe(true);
  });

  it('disables the input and says when the weekly limit lifts', () => {
    mockFetch({});
    const allowedAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const user = makeUser({ usernameLastChanged: new Date().toISOString(), usernameChangeAllowedAt: allowedAt.toISOString() });
    renderWithProviders(<UsernameSettingsCard user={user} onUpdated={() => {}} />);

    expect(usernameInput().disabled).toBe(true);
    expect(screen.getByText(`You can change your username again on ${allowedAt.toLocaleDateString()}`)).toBeTruthy();
    expect(updateButton().disabled).toBe(true);
  });

  it('allows a change once the limit date has passed', () => {
    mockFetch({});
    const user = makeUser({ usernameChangeAllowedAt: new Date(Date.now() - 60_000).toISOString() });
    renderWithProviders(<UsernameSettingsCard user={user} onUpdated={() => {}} />);

    expect(usernameInput().disabled).toBe(false);
    expect(screen.queryByText(/You can change your username again on/)).toBeNull();
  });

  it('does not check the current username', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<UsernameSettingsCard user={makeUser({ username: 'amara' })} onUpdated={() => {}} />);

    fireEvent.change(usernameInput(), { target: { value: 'amara' } });
    await new Promise((resolve) => setTimeout(resolve, 700));

    expect(fetchMock).not.toHaveBeenCalled();
    expect(updateButton().disabled).toBe(true);
  });

  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(21), 'Username must be at most 20 characters'],
    ['amara.new', 'Username can only contain lowercase letters, numbers, and underscores'],
  ])("marks '%s' with the rule it breaks and checks nothing", async (candidate, message) => {
    const fetchMock = mockFetch({});
    renderWithProviders(<UsernameSettingsCard user={makeUser()} onUpdated={() => {}} />);

    fireEvent.change(usernameInput(), { target: { value: candidate } });

    await waitFor(() => expectFieldError(usernameInput(), message), { timeout: 2000 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(updateButton().disabled).toBe(true);
  });

  it('updates the username, toasts, clears the input and reports the new user', async () => {
    const updated = makeUser({ username: 'amara_new' });
    const fetchMock = mockFetch({
      'GET /api/users/username/check/amara_new': { available: true, error: null },
      'PUT /api/users/username': updated,
    });
    const handleUpdated = vi.fn();
    renderWithProviders(<UsernameSettingsCard user={makeUser()} onUpdated={handleUpdated} />);

    fireEvent.change(usernameInput(), { target: { value: 'amara_new' } });
    await screen.findByText('✓ Username is available');
    fireEvent.click(updateButton());

    expect(await screen.findByText('Username updated successfully')).toBeTruthy();
    expect(handleUpdated).toHaveBeenCalledWith(updated);
    expect(usernameInput().value).toBe('');
    expect(screen.queryByText('✓ Username is available')).toBeNull();
    expectNoFieldError(usernameInput());
    expect(requestedRoutes(fetchMock)).toContain('PUT /api/users/username');
  });

  it('toasts the fallback message when the update fails without one', async () => {
    mockFetch({
      'GET /api/users/username/check/amara_new': { available: true, error: null },
      'PUT /api/users/username': new Response(null, { status: 500, statusText: 'Internal Server Error' }),
    });
    renderWithProviders(<UsernameSettingsCard user={makeUser()} onUpdated={() => {}} />);

    fireEvent.change(usernameInput(), { target: { value: 'amara_new' } });
    await screen.findByText('✓ Username is available');
    fireEvent.click(updateButton());

    expect(await screen.findByText('Failed to update username')).toBeTruthy();
    expect(screen.getByText('An error occurred')).toBeTruthy();
  });
});

describe('getUsernameChangeBlockedUntil', () => {
  it('is null when a change is allowed now', () => {
    const now = new Date('2024-06-10T12:00:00Z');
    expect(getUsernameChangeBlockedUntil({ usernameChangeAllowedAt: null }, now)).toBeNull();
    expect(getUsernameChangeBlockedUntil({ usernameChangeAllowedAt: '2024-06-10T11:59:59Z' }, now)).toBeNull();
    expect(getUsernameChangeBlockedUntil({ usernameChangeAllowedAt: '2024-06-12T00:00:00Z' }, now)).toEqual(
      new Date('2024-06-12T00:00:00Z'),
    );
  });
});
