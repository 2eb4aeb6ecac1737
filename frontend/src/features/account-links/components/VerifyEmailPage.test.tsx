import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { makeUser } from '../../../test/fixtures';
import { renderApp, renderWithRouter } from '../../../test/render';
import { VerifyEmailPage } from './VerifyEmailPage';

const signedOut = { 'GET /api/auth/user': errorResponse(401, 'AUTH.NOT_SIGNED_IN', 'Sign in first') };
const CONFIRM_ROUTE = 'POST /api/auth/email-verification/confirm';
const RESEND_ROUTE = 'POST /api/auth/email-verification';
const LINK_INVALID = 'This link is invalid or has expired. Ask for a new one.';
const dashboard = {
  'GET /api/dashboard/stats': { activeContracts: 0, pendingApplications: 0, unreadMessages: 0 },
  'GET /api/dashboard/activity': [],
  'GET /api/conversations/unread-count': { unreadMessages: 0 },
  'GET /api/notifications': [],
};

describe('email verification link', () => {
  it('confirms the address as the page opens, and leads a signed-out visitor to sign in', async () => {
    const fetchMock = mockFetch({ ...signedOut, [CONFIRM_ROUTE]: { email: 'ada@example.test' } });
    renderApp('/verify-email?token=verify-token-1');

    expect(await screen.findByRole('heading', { name: 'Email confirmed' })).toBeTruthy();
    expect(screen.getByText('ada@example.test is confirmed. You can now post jobs, apply and send messages.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    const [request] = requestsTo(fetchMock, CONFIRM_ROUTE);
    expect(await request.json()).toEqual({ token: 'verify-token-1' });
  });

  it('sends the token once, even when React runs the page’s effects twice', async () => {
    const fetchMock = mockFetch({ [CONFIRM_ROUTE]: { email: 'ada@example.test' } });
    renderWithRouter(
      <StrictMode>
        <VerifyEmailPage token="verify-token-1" visitor={null} />
      </StrictMode>,
    );

    expect(await screen.findByRole('heading', { name: 'Email confirmed' })).toBeTruthy();
    expect(requestsTo(fetchMock, CONFIRM_ROUTE)).toHaveLength(1);
  });

  it('fetches a signed-in user again, so the banner goes, and leads on to the dashboard', async () => {
    let user = makeUser({ emailVerified: false });
    const fetchMock = mockFetch({
      'GET /api/auth/user': () => jsonResponse(user),
      [CONFIRM_ROUTE]: () => {
        user = makeUser({ emailVerified: true });
        return jsonResponse({ email: user.email });
      },
      ...dashboard,
    });
    renderApp('/verify-email?token=verify-token-1');

    expect(await screen.findByRole('heading', { name: 'Email confirmed' })).toBeTruthy();
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/auth/user')).toHaveLength(2));
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to the dashboard' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByText(/Confirm your email address to post jobs/)).toBeNull();
  });

  it('says a link that does not work, and tells a signed-out visitor how to get a new one', async () => {
    mockFetch({ ...signedOut, [CONFIRM_ROUTE]: errorResponse(400, 'IDENTITY.LINK_INVALID', LINK_INVALID) });
    renderApp('/verify-email?token=expired');

    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(LINK_INVALID);
    expect(screen.getByText('Sign in, then choose Resend at the top of the page to get a new link.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('offers a signed-in user whose address is unconfirmed a new link', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': makeUser({ emailVerified: false }),
      [CONFIRM_ROUTE]: errorResponse(400, 'IDENTITY.LINK_INVALID', LINK_INVALID),
      [RESEND_ROUTE]: new Response(null, { status: 204 }),
    });
    renderApp('/verify-email?token=expired');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send a new link' }));

    expect(await screen.findByText('We sent a new link to amara@demo.local.')).toBeTruthy();
    expect(requestsTo(fetchMock, RESEND_ROUTE)).toHaveLength(1);
  });

  it('tells a signed-in user whose address is confirmed already that nothing more is needed', async () => {
    mockFetch({ 'GET /api/auth/user': makeUser(), [CONFIRM_ROUTE]: errorResponse(400, 'IDENTITY.LINK_INVALID', LINK_INVALID) });
    renderApp('/verify-email?token=used');

    expect(await screen.findByText('Your email address is already confirmed: nothing more to do.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
  });

  it('says a link without its token is incomplete, and sends nothing', async () => {
    const fetchMock = mockFetch({ ...signedOut });
    renderApp('/verify-email');

    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This link is incomplete. Open the link from the email again, or ask for a new one.',
    );
    expect(requestsTo(fetchMock, CONFIRM_ROUTE)).toHaveLength(0);
  });

  it('opens before a username is chosen', async () => {
    mockFetch({ 'GET /api/auth/user': makeUser({ username: null, emailVerified: false }), [CONFIRM_ROUTE]: { email: 'amara@demo.local' } });
    renderApp('/verify-email?token=verify-token-1');

    expect(await screen.findByRole('heading', { name: 'Email confirmed' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose your username' })).toBeNull();
  });
});
