import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, requestedRoutes, requestsTo } from '../../../test/fetch';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const signedOut = { 'GET /api/auth/user': errorResponse(401, 'AUTH.NOT_SIGNED_IN', 'Sign in first') };
const LINK_ROUTE = 'GET /api/email/unsubscribe';
const UNSUBSCRIBE_ROUTE = 'POST /api/email/unsubscribe';
const link = { topic: 'applications', label: 'Applications to your jobs', email: 'a***@example.com', enabled: true };
const DONE = 'You will no longer get emails about Applications to your jobs. You can turn them back on in Settings → Notifications.';

/** A paragraph by its whole text: the label inside it is in bold, an element of its own. */
function paragraph(text: string) {
  return (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;
}

describe('unsubscribe link', () => {
  it('asks first: opening the link unsubscribes from nothing', async () => {
    const fetchMock = mockFetch({ ...signedOut, [LINK_ROUTE]: link });
    renderApp('/unsubscribe?token=signed.token');

    expect(await screen.findByText(paragraph('Stop emails about Applications to your jobs to a***@example.com?'))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Unsubscribe' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
    expect(requestedRoutes(fetchMock)).not.toContain(UNSUBSCRIBE_ROUTE);
    const [request] = requestsTo(fetchMock, LINK_ROUTE);
    expect(new URL(request.url).searchParams.get('token')).toBe('signed.token');
  });

  it('unsubscribes signed out when the button is pressed, and says how to undo it', async () => {
    const fetchMock = mockFetch({
      ...signedOut,
      [LINK_ROUTE]: link,
      [UNSUBSCRIBE_ROUTE]: { topic: 'applications', label: 'Applications to your jobs', enabled: false },
    });
    renderApp('/unsubscribe?token=signed.token');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('heading', { name: 'Unsubscribed' })).toBeTruthy();
    expect(screen.getByText(paragraph(DONE))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Settings' }).getAttribute('href')).toBe('/settings');
    const [request] = requestsTo(fetchMock, UNSUBSCRIBE_ROUTE);
    expect(new URL(request.url).searchParams.get('token')).toBe('signed.token');
    expect(request.headers.get('Content-Type')).toContain('application/json');
    expect(await request.json()).toEqual({});
  });

  it('says when the emails are off already', async () => {
    mockFetch({ 'GET /api/auth/user': makeUser(), [LINK_ROUTE]: { ...link, enabled: false } });
    renderApp('/unsubscribe?token=signed.token');

    expect(await screen.findByRole('heading', { name: 'Unsubscribed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says why unsubscribing failed, and keeps the button', async () => {
    mockFetch({
      ...signedOut,
      [LINK_ROUTE]: link,
      [UNSUBSCRIBE_ROUTE]: errorResponse(429, 'TOO_MANY_REQUESTS', 'Too many requests. Please try again in 30 seconds.'),
    });
    renderApp('/unsubscribe?token=signed.token');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again in 30 seconds.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });

  it('says a link that does not work, and where emails are chosen instead', async () => {
    mockFetch({
      ...signedOut,
      [LINK_ROUTE]: jsonResponse({ statusCode: 400, code: 'EMAIL.LINK_INVALID', message: 'This unsubscribe link is not valid.' }, 400),
    });
    renderApp('/unsubscribe?token=tampered');

    expect((await screen.findByRole('alert')).textContent).toBe('This unsubscribe link is not valid.');
    expect(screen.getByText('You can choose which emails you get in Settings → Notifications.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says a link without its token is incomplete, and asks the server nothing', async () => {
    const fetchMock = mockFetch({ ...signedOut });
    renderApp('/unsubscribe');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is incomplete. Open the link from the email again, or ask for a new one.',
    );
    expect(requestedRoutes(fetchMock)).toEqual(['GET /api/auth/user']);
  });

  it('turns off one saved search’s alerts, naming it, and leads to the saved searches', async () => {
    const savedSearch = { id: '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b', name: 'Zendesk nights', alert: 'daily' };
    const searchLink = { ...link, topic: 'saved_searches', label: 'New matches of your saved searches', savedSearch };
    const fetchMock = mockFetch({
      ...signedOut,
      [LINK_ROUTE]: searchLink,
      [UNSUBSCRIBE_ROUTE]: jsonResponse({
        topic: 'saved_searches',
        label: searchLink.label,
        enabled: true,
        savedSearch: { ...savedSearch, alert: 'off' },
      }),
    });
    renderApp('/unsubscribe?token=signed.token');

    expect(await screen.findByText(paragraph('Stop the alerts of your saved search Zendesk nights to a***@example.com?'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(
      await screen.findByText(paragraph('Your saved search Zendesk nights sends no more alerts. Your other saved searches keep theirs.')),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open saved searches' }).getAttribute('href')).toBe('/saved-searches');
    expect(requestsTo(fetchMock, UNSUBSCRIBE_ROUTE)).toHaveLength(1);
  });
});
