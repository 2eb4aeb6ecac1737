import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { sessionDeviceLabel, SessionsCard } from './SessionsCard';
import { makeSession } from './sessions.fixture';

const MINUTE = 60_000;

const thisDevice = makeSession();
const phone = makeSession({
  id: 'phone',
  browser: 'Safari 18',
  os: 'iOS 18.1',
  lastUsedAt: new Date(Date.now() - 5 * MINUTE).toISOString(),
  current: false,
});
const unknown = makeSession({
  id: 'old',
  browser: null,
  os: null,
  signedInAt: null,
  lastUsedAt: new Date(Date.now() - 3 * 24 * 60 * MINUTE).toISOString(),
  current: false,
});

async function sessionRows(): Promise<HTMLElement[]> {
  return within(await screen.findByRole('list', { name: 'Sessions' })).findAllByRole('listitem');
}

function endAllButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Sign out all other sessions' });
}

describe('sessions card', () => {
  it('lists each session with its browser, system and last use; "This device" and no sign-out on the current one', async () => {
    mockFetch({ 'GET /api/auth/sessions': [thisDevice, phone, unknown] });
    renderWithProviders(<SessionsCard />);

    const [current, other, old] = await sessionRows();
    expect(within(current).getByText('Firefox 132 on Windows 10')).toBeTruthy();
    expect(within(current).getByText('This device')).toBeTruthy();
    expect(
      within(current).getByText(`Signed in ${new Date('2024-06-01T10:00:00.000Z').toLocaleDateString()} · Last used just now`),
    ).toBeTruthy();
    expect(within(current).queryByRole('button')).toBeNull();

    expect(within(other).getByText('Safari 18 on iOS 18.1')).toBeTruthy();
    expect(within(other).queryByText('This device')).toBeNull();
    expect(within(other).getByText(/Last used 5 minutes ago$/)).toBeTruthy();
    expect(within(other).getByRole('button', { name: 'Sign out Safari 18 on iOS 18.1, last used 5 minutes ago' }).textContent).toBe(
      'Sign out',
    );

    expect(within(old).getByText('Unknown browser')).toBeTruthy();
    expect(within(old).getByText('Last used 3 days ago')).toBeTruthy();
    expect(within(old).getByRole('button', { name: 'Sign out Unknown browser, last used 3 days ago' })).toBeTruthy();

    expect(endAllButton().disabled).toBe(false);
  });

  it('names a device by what is known of it', () => {
    expect(sessionDeviceLabel({ browser: 'Chrome 131', os: 'macOS Sonoma' })).toBe('Chrome 131 on macOS Sonoma');
    expect(sessionDeviceLabel({ browser: 'Chrome 131', os: null })).toBe('Chrome 131');
    expect(sessionDeviceLabel({ browser: null, os: 'Linux' })).toBe('Unknown browser on Linux');
    expect(sessionDeviceLabel({ browser: null, os: null })).toBe('Unknown browser');
  });

  it('cannot sign out others when this is the only session', async () => {
    mockFetch({ 'GET /api/auth/sessions': [thisDevice] });
    renderWithProviders(<SessionsCard />);

    expect(await sessionRows()).toHaveLength(1);
    expect(endAllButton().disabled).toBe(true);
  });

  it('signs one session out and lists the sessions again', async () => {
    let sessions = [thisDevice, phone, unknown];
    const fetchMock = mockFetch({
      'GET /api/auth/sessions': () => jsonResponse(sessions),
      'DELETE /api/auth/sessions/phone': () => {
        sessions = [thisDevice, unknown];
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<SessionsCard />);

    const [, other] = await sessionRows();
    fireEvent.click(within(other).getByRole('button', { name: /^Sign out/ }));

    expect(await screen.findByText('Session signed out')).toBeTruthy();
    await waitFor(async () => expect(await sessionRows()).toHaveLength(2));
    expect(screen.queryByText('Safari 18 on iOS 18.1')).toBeNull();
    expect(requestsTo(fetchMock, 'DELETE /api/auth/sessions/phone')).toHaveLength(1);
  });

  it('treats a session that had already ended (404) as signed out: the list is fetched again, no error', async () => {
    let sessions = [thisDevice, phone];
    const fetchMock = mockFetch({
      'GET /api/auth/sessions': () => jsonResponse(sessions),
      'DELETE /api/auth/sessions/phone': () => {
        sessions = [thisDevice];
        return errorResponse(404, 'IDENTITY.SESSION_NOT_FOUND', 'That session has already ended');
      },
    });
    renderWithProviders(<SessionsCard />);

    const [, other] = await sessionRows();
    fireEvent.click(within(other).getByRole('button', { name: /^Sign out/ }));

    await waitFor(async () => expect(await sessionRows()).toHaveLength(1));
    expect(requestsTo(fetchMock, 'GET /api/auth/sessions')).toHaveLength(2);
    expect(screen.queryByText('Failed to sign out the session')).toBeNull();
    expect(screen.queryByText('That session has already ended')).toBeNull();
    expect(endAllButton().disabled).toBe(true);
  });

  it('signs out every other session, says how many, and lists the sessions again', async () => {
    let sessions = [thisDevice, phone, unknown];
    const fetchMock = mockFetch({
      'GET /api/auth/sessions': () => jsonResponse(sessions),
      'DELETE /api/auth/sessions': () => {
        sessions = [thisDevice];
        return jsonResponse({ ended: 2 });
      },
    });
    renderWithProviders(<SessionsCard />);

    await sessionRows();
    fireEvent.click(endAllButton());

    expect(await screen.findByText('Signed out 2 other sessions.')).toBeTruthy();
    expect(await sessionRows()).toHaveLength(1);
    expect(endAllButton().disabled).toBe(true);
    expect(requestsTo(fetchMock, 'DELETE /api/auth/sessions')).toHaveLength(1);
  });

  it('says one session in the singular', async () => {
    mockFetch({ 'GET /api/auth/sessions': [thisDevice, phone], 'DELETE /api/auth/sessions': { ended: 1 } });
    renderWithProviders(<SessionsCard />);

    await sessionRows();
    fireEvent.click(endAllButton());

    expect(await screen.findByText('Signed out 1 other session.')).toBeTruthy();
  });

  it('says when the sessions could not be loaded', async () => {
    mockFetch({ 'GET /api/auth/sessions': errorResponse(500, 'INTERNAL', 'Something went wrong') });
    renderWithProviders(<SessionsCard />);

    expect(await screen.findByText('The sessions could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
  });
});
