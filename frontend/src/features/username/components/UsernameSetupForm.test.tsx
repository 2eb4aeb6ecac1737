import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, requestedRoutes } from '../../../test/fetch';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { UsernameSetupForm } from './UsernameSetupForm';

function typeUsername(value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /Username/ }), { target: { value } });
}

async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

function checkRoute(candidate: string) {
  return `GET /api/users/username/check/${candidate}`;
}

function continueButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Continue' });
}

describe('username field on the setup screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks availability only 500 ms after typing stops', async () => {
    const fetchMock = mockFetch({ [checkRoute('amara_x')]: { available: true, error: null } });
    renderWithProviders(<UsernameSetupForm onComplete={() => {}} />);

    typeUsername('amara');
    await wait(300);
    typeUsername('amara_x');
    await wait(400);
    expect(fetchMock).not.toHaveBeenCalled();

    await wait(150);
    expect(requestedRoutes(fetchMock)).toEqual([checkRoute('amara_x')]);
    expect(await screen.findByText('✓ Username is available')).toBeTruthy();
    expect(continueButton().disabled).toBe(false);
  });

  it('does not check fewer than 3 characters', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<UsernameSetupForm onComplete={() => {}} />);

    typeUsername('ab');
    await wait(2000);

    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText(/Checking availability/)).toBeNull();
    expect(continueButton().disabled).toBe(true);
  });

  it('lowercases what is typed', async () => {
    mockFetch({ [checkRoute('amara')]: { available: true, error: null } });
    renderWithProviders(<UsernameSetupForm onComplete={() => {}} />);

    typeUsername('AmArA');

    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Username/ }).value).toBe('amara');
  });

  it('shows "Checking availability..." while the request is pending', async () => {
    let respond: (response: Response) => void = () => {};
    mockFetch({ [checkRoute('slow_name')]: () => new Promise<Response>((resolve) => (respond = resolve)) });
    renderWithProviders(<UsernameSetupForm onComplete={() => {}} />);

    typeUsername('slow_name');
    await wait(500);

    expect(await screen.findByText('Checking availability...')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    await act(async () => respond(jsonResponse({ available: true, error: null })));
    expect(await screen.findByText('✓ Username is available')).toBeTruthy();
  });

  it('shows a taken name with the fallback message', async () => {
    mockFetch({ [checkRoute('taken_name')]: { available: false, error: null } });
    renderWithProviders(<UsernameSetupForm onComplete={() => {}} />);

    typeUsername('taken_name');
    await wait(500);

    expect(await screen.findByText('✗ Username is already taken')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
  });

  it("shows the server's reason for an invalid name", async () => {
    const reason = 'Username can only contain lowercase letters, numbers, and underscores';
    mockFetch({ [checkRoute('bad-name')]: { available: false, error: reason } });
    renderWithProviders(<UsernameSetupForm onComplete={() => {}} />);

    typeUsername('bad-name');
    await wait(500);

    expect(await screen.findByText(`✗ ${reason}`)).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
  });

  it('says when the check itself failed', async () => {
    mockFetch({ [checkRoute('any_name')]: errorResponse(500, 'INTERNAL', 'Boom') });
    renderWithProviders(<UsernameSetupForm onComplete={() => {}} />);

    typeUsername('any_name');
    await wait(500);

    expect(await screen.findByText('Failed to check availability')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
  });
});

describe('username setup submit', () => {
  it('saves the username and reports the updated user', async () => {
    const saved = makeUser({ username: 'new_name' });
    const fetchMock = mockFetch({
      [checkRoute('new_name')]: { available: true, error: null },
      'POST /api/users/username': saved,
    });
    const handleComplete = vi.fn();
    renderWithProviders(<UsernameSetupForm onComplete={handleComplete} />);

    typeUsername('new_name');
    await screen.findByText('✓ Username is available', undefined, { timeout: 2000 });
    fireEvent.click(continueButton());

    await vi.waitFor(() => expect(handleComplete).toHaveBeenCalledWith(saved));
    const post = fetchMock.mock.calls.map(([request]) => request as Request).find((request) => request.method === 'POST');
    expect(await post?.json()).toEqual({ username: 'new_name' });
  });

  it('toasts the server message when saving fails', async () => {
    mockFetch({
      [checkRoute('new_name')]: { available: true, error: null },
      'POST /api/users/username': errorResponse(409, 'IDENTITY.USERNAME_TAKEN', 'Username is already taken'),
    });
    renderWithProviders(<UsernameSetupForm onComplete={() => {}} />);

    typeUsername('new_name');
    await screen.findByText('✓ Username is available', undefined, { timeout: 2000 });
    fireEvent.click(continueButton());

    expect(await screen.findByText('Failed to set username')).toBeTruthy();
    expect(screen.getByText('Username is already taken')).toBeTruthy();
  });
});
