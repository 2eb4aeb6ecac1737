import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, requestedRoutes } from '../../../test/fetch';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { expectFieldError, expectNoFieldError } from '../../../test/field-error';
import { UsernameSetupForm } from './UsernameSetupForm';

function usernameInput(): HTMLInputElement {
  return screen.getByRole('textbox', { name: /Username/ });
}

function typeUsername(value: string) {
  fireEvent.change(usernameInput(), { target: { value } });
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

  it.each(['a', 'ab'])("says '%s' is too short once typing stops, and checks nothing", async (candidate) => {
    const fetchMock = mockFetch({});
    renderWithProviders(<UsernameSetupForm onComplete={() => {}} />);

    typeUsername(candidate);
    await wait(300);
    expectNoFieldError(usernameInput());
    await wait(1700);

    expectFieldError(usernameInput(), 'Username must be at least 3 characters');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText(/Checking availability/)).toBeNull();
    expect(continueButton().disabled).toBe(true);
  });

  it('says a name longer than 20 characters is too long, and checks nothing', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<UsernameSetupForm onComplete={() => {}} />);

    typeUsername('a'.repeat(21));
    await wait(500);

    expectFieldError(usernameInput(), 'Username must be at most 20 characters');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(continueButton().disabled).toBe(true);
  });

  it('accepts exactly 3 and exactly 20 characters', async () => {
    const fetchMock = mockFetch({
      [checkRoute('abc')]: { available: true, error: null },
      [checkRoute('a'.repeat(20))]: { available: true, error: null },
    });
    renderWithProviders(<UsernameSetupForm onComplete={() => {}} />);

    typeUsername('abc');
    await wait(500);
    expect(await screen.findByText('✓ Username is available')).toBeTruthy();
    expectNoFieldError(usernameInput());

    typeUsername('a'.repeat(20));
    await wait(500);
    // eslint-disable-next-line no-restricted-properties -- under fake timers: vi.waitFor advances them
    await vi.waitFor(() => expect(requestedRoutes(fetchMock)).toContain(checkRoute('a'.repeat(20))));
    expectNoFieldError(usernameInput());
  });

  it('clears the length message once the name is long enough', async () => {
    mockFetch({ [checkRoute('abc')]: { available: true, error: null } });
    renderWithProviders(<UsernameSetupForm onComplete={() => {}} />);

    typeUsername('ab');
    await wait(500);
    expectFieldError(usernameInput(), 'Username must be at least 3 characters');
    typeUsername('abc');
    await wait(500);

    expect(await screen.findByText('✓ Username is available')).toBeTruthy();
    expectNoFieldError(usernameInput());
    expect(screen.queryByText('Username must be at least 3 characters')).toBeNull();
  });

  it('refuses other characters with the rule, and checks nothing', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<UsernameSetupForm onComplete={() => {}} />);

    typeUsername('bad-name');
    await wait(500);

    expectFieldError(usernameInput(), 'Username can only contain lowercase letters, numbers, and underscores');
    expect(fetchMock).not.toHaveBeenCalled();
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
    expectFieldError(usernameInput(), '✗ Username is already taken');
    expect(continueButton().disabled).toBe(true);
  });

  it("shows the server's reason for a name it refuses", async () => {
    const reason = 'This is already your username';
    mockFetch({ [checkRoute('amara')]: { available: false, error: reason } });
    renderWithProviders(<UsernameSetupForm onComplete={() => {}} />);

    typeUsername('amara');
    await wait(500);

    expect(await screen.findByText(`✗ ${reason}`)).toBeTruthy();
    expectFieldError(usernameInput(), `✗ ${reason}`);
    expect(continueButton().disabled).toBe(true);
  });

  it('says when the check itself failed', async () => {
    mockFetch({ [checkRoute('any_name')]: errorResponse(500, 'INTERNAL', 'Boom') });
    renderWithProviders(<UsernameSetupForm onComplete={() => {}} />);

    typeUsername('any_name');
    await wait(500);

    expect(await screen.findByText('Failed to check availability')).toBeTruthy();
    expectNoFieldError(usernameInput());
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
    await screen.findByText('✓ Username is available');
    fireEvent.click(continueButton());

    await waitFor(() => expect(handleComplete).toHaveBeenCalledWith(saved));
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
    await screen.findByText('✓ Username is available');
    fireEvent.click(continueButton());

    expect(await screen.findByText('Failed to set username')).toBeTruthy();
    expect(screen.getByText('Username is already taken')).toBeTruthy();
  });

  it("puts the server's field error under the field, and toasts", async () => {
    const message = 'username must be a string';
    mockFetch({
      [checkRoute('new_name')]: { available: true, error: null },
      'POST /api/users/username': jsonResponse(
        { statusCode: 400, code: 'VALIDATION_FAILED', message, details: { fields: [{ field: 'username', errors: [message] }] } },
        400,
      ),
    });
    renderWithProviders(<UsernameSetupForm onComplete={() => {}} />);

    typeUsername('new_name');
    await screen.findByText('✓ Username is available');
    fireEvent.click(continueButton());

    expect(await screen.findByText('Failed to set username')).toBeTruthy();
    await waitFor(() => expectFieldError(usernameInput(), message));
  });
});
