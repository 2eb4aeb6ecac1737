import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../api/types';
import { navigationFor } from '../components/navigation';
import { jsonResponse, mockFetch } from '../test/fetch';
import { makeMessage, makeUser } from '../test/fixtures';
import { renderApp } from '../test/render';
import { stubWebSocket } from '../test/web-socket';

function renderShell(user: User, path = '/settings', unreadMessages = 0) {
  mockFetch({
    'GET /api/auth/user': user,
    'GET /api/users/username/check/amara': { available: false, error: null },
    'GET /api/conversations/unread-count': { unreadMessages },
    'GET /api/blocked-users': [],
  });
  return renderApp(path);
}

async function mainNavigation(): Promise<HTMLElement> {
  return screen.findByRole('navigation', { name: 'Main' });
}

const linkNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the app shell', () => {
  it('shows the logo and the navigation of a freelancer, with only the screens that exist', async () => {
    renderShell(makeUser({ role: 'freelancer' }));
    expect(linkNames(await mainNavigation())).toEqual([
      'Dashboard',
      'Browse Jobs',
      'Find Freelancers',
      'Messages',
      'Contracts',
      'My Applications',
      'Invitations',
    ]);
    expect(screen.getByRole('link', { name: 'VerifiedWork home' }).getAttribute('href')).toBe('/');
  });

  it('gives clients My Jobs and admins the admin panel instead of either list', async () => {
    const { unmount } = renderShell(makeUser({ role: 'client' }));
    expect(linkNames(await mainNavigation())).toEqual([
      'Dashboard',
      'Browse Jobs',
      'Find Freelancers',
      'Messages',
      'Contracts',
      'My Jobs',
      'Invitations',
    ]);
    unmount();
    renderShell(makeUser({ role: 'admin' }));
    expect(linkNames(await mainNavigation())).toEqual(['Dashboard', 'Browse Jobs', 'Find Freelancers', 'Messages', 'Admin']);
  });

  it('knows every screen of the navigation by role, for when they exist', () => {
    expect(navigationFor('client').map((item) => item.to)).toEqual([
      '/',
      '/jobs',
      '/freelancers',
      '/messages',
      '/contracts',
      '/my-jobs',
      '/invitations',
    ]);
    expect(navigationFor('freelancer').map((item) => item.to)).toEqual([
      '/',
      '/jobs',
      '/freelancers',
      '/messages',
      '/contracts',
      '/applications',
      '/invitations',
    ]);
    expect(navigationFor('admin').map((item) => item.to)).toEqual(['/', '/jobs', '/freelancers', '/messages', '/admin']);
  });

  it('marks the current screen', async () => {
    renderShell(makeUser({ role: 'client' }), '/my-jobs');
    mockFetch({ 'GET /api/auth/user': makeUser({ role: 'client' }), 'GET /api/jobs/client/5f0c6b8e-2a47-4d0f-9a51-0f7d5e1c9a11': [] });
    const navigation = await mainNavigation();
    expect(within(navigation).getByRole('link', { name: 'My Jobs' }).getAttribute('aria-current')).toBe('page');
    expect(within(navigation).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens the navigation in a drawer from the burger (phones), with settings and Log Out', async () => {
    renderShell(makeUser({ role: 'freelancer' }));
    await mainNavigation();
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const [, drawer] = screen.getAllByRole('navigation', { name: 'Main' });
    expect(linkNames(drawer)).toEqual([
      'Dashboard',
      'Browse Jobs',
      'Find Freelancers',
      'Messages',
      'Contracts',
      'My Applications',
      'Invitations',
      'Saved',
      'Saved searches',
      'Settings',
      'Log Out',
    ]);

    fireEvent.click(within(drawer).getByRole('link', { name: 'Browse Jobs' }));
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
  });

  it('shows how many messages are unread on the Messages link, and no badge when none are', async () => {
    const { unmount } = renderShell(makeUser(), '/settings', 3);
    const messages = within(await mainNavigation()).getByRole('link', { name: /^Messages/ });
    await waitFor(() => expect(within(messages).getByText('3 unread messages')).toBeTruthy());
    expect(within(messages).getByText('3').getAttribute('aria-hidden')).toBe('true');
    unmount();

    renderShell(makeUser(), '/settings', 0);
    const quiet = within(await mainNavigation()).getByRole('link', { name: /^Messages/ });
    await screen.findByText("You haven't blocked anyone.");
    expect(quiet.textContent).toBe('Messages');
  });

  it('refetches the unread count when a message arrives or is read', async () => {
    const sockets = stubWebSocket();
    let unreadMessages = 1;
    mockFetch({
      'GET /api/auth/user': makeUser(),
      'GET /api/conversations/unread-count': () => jsonResponse({ unreadMessages }),
      'GET /api/blocked-users': [],
    });
    renderApp('/settings');
    const messages = within(await mainNavigation()).getByRole('link', { name: /^Messages/ });
    await waitFor(() => expect(within(messages).getByText('1 unread message')).toBeTruthy());

    unreadMessages = 12;
    act(() => sockets.push({ type: 'new_message', conversationId: 'c1', message: makeMessage() }));
    await waitFor(() => expect(within(messages).getByText('12 unread messages')).toBeTruthy());
    expect(within(messages).getByText('9+')).toBeTruthy();

    unreadMessages = 0;
    act(() =>
      sockets.push({
        type: 'message_read',
        conversationId: 'c1',
        readerId: 'u1',
        lastReadMessageId: 'm1',
        readAt: '2026-11-20T10:00:00.000Z',
      }),
    );
    await waitFor(() => expect(messages.textContent).toBe('Messages'));
  });

  it('has an account menu with the name, Profile, Settings and Log Out', async () => {
    renderShell(makeUser({ firstName: 'Amara', lastName: 'Okafor', username: 'amara' }));
    // Its name begins with the initials it shows, so a voice command naming what is seen reaches it.
    fireEvent.click(await screen.findByRole('button', { name: 'AO, account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('@amara')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('menuitem', { name: 'Log Out' }).getAttribute('href')).toBe('/api/logout');
    expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
  });
});
