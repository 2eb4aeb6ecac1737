import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../api/types';
import { errorResponse, jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { fillPostPay } from '../../../test/post-form';

const RESEND_ROUTE = 'POST /api/auth/email-verification';
const BANNER_TEXT = 'Confirm your email address to post jobs, apply and send messages. We sent a link to amara@demo.local.';

function renderShell(user: () => User, routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': () => jsonResponse(user()),
    'GET /api/conversations/unread-count': { unreadMessages: 0 },
    'GET /api/notifications': [],
    'GET /api/blocked-users': [],
    ...routes,
  });
  return { fetchMock, ...renderApp('/settings') };
}

async function banner(): Promise<HTMLElement> {
  return screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === BANNER_TEXT);
}

describe('the unconfirmed email banner', () => {
  it('shows above the screen while the address is unconfirmed', async () => {
    renderShell(() => makeUser({ emailVerified: false }));

    expect(await banner()).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeTruthy();
  });

  it('asks again when the user comes back to the tab, and goes once the address was confirmed elsewhere', async () => {
    let confirmed = false;
    const { fetchMock } = renderShell(() => makeUser({ emailVerified: confirmed }));
    expect(await banner()).toBeTruthy();
    const asked = requestsTo(fetchMock, 'GET /api/auth/user').length;

    // The link was opened in another tab; this one gets the focus back.
    confirmed = true;
    fireEvent.focus(window);

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull());
    expect(requestsTo(fetchMock, 'GET /api/auth/user').length).toBe(asked + 1);
  });

  it('does not show once the address is confirmed', async () => {
    renderShell(() => makeUser({ emailVerified: true }));

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
  });

  it('sends a new link and says where it went', async () => {
    const { fetchMock } = renderShell(() => makeUser({ emailVerified: false }), { [RESEND_ROUTE]: new Response(null, { status: 204 }) });
    await banner();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend' }));

    expect(await screen.findByText('We sent a new link to amara@demo.local.')).toBeTruthy();
    expect(requestsTo(fetchMock, RESEND_ROUTE)).toHaveLength(1);
  });

  it('toasts the server’s message when asked too often', async () => {
    renderShell(() => makeUser({ emailVerified: false }), {
      [RESEND_ROUTE]: errorResponse(429, 'TOO_MANY_REQUESTS', 'Too many requests. Please try again in 42 minutes.'),
    });
    await banner();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend' }));

    expect(await screen.findByText('Failed to send a new link')).toBeTruthy();
    expect(screen.getByText('Too many requests. Please try again in 42 minutes.')).toBeTruthy();
  });

  it('goes when the address turns out confirmed already (another tab opened the link)', async () => {
    let user = makeUser({ emailVerified: false });
    const { fetchMock } = renderShell(() => user, {
      [RESEND_ROUTE]: () => {
        user = makeUser({ emailVerified: true });
        return errorResponse(400, 'IDENTITY.EMAIL_ALREADY_VERIFIED', 'Your email address is already confirmed');
      },
    });
    await banner();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend' }));

    expect(await screen.findByText('Your email address is already confirmed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull());
    expect(requestsTo(fetchMock, 'GET /api/auth/user')).toHaveLength(2);
  });

  it('leaves a call refused for the unconfirmed address to toast the server’s message', async () => {
    const NOT_VERIFIED = 'Confirm your email address first: open the link we sent you.';
    mockFetch({
      'GET /api/auth/user': makeUser({ role: 'client', emailVerified: false }),
      'GET /api/conversations/unread-count': { unreadMessages: 0 },
      'GET /api/notifications': [],
      'POST /api/jobs': errorResponse(403, 'IDENTITY.EMAIL_NOT_VERIFIED', NOT_VERIFIED),
    });
    renderApp('/jobs/new');
    await screen.findByRole('heading', { name: 'Create a Post' });

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Weekend chat support' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Saturday and Sunday chats.' } });
    fireEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(screen.getByRole('option', { name: 'Customer Service' }));
    fillPostPay();
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(await screen.findByText(NOT_VERIFIED)).toBeTruthy();
    expect(await banner()).toBeTruthy();
  });
});
