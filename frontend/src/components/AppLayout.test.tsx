import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../api/types';
import { mockFetch } from '../test/fetch';
import { makeUser } from '../test/fixtures';
import { renderApp } from '../test/render';
import { navigationFor } from './navigation';

function renderShell(user: User, path = '/settings') {
  mockFetch({ 'GET /api/auth/user': user, 'GET /api/users/username/check/amara': { available: false, error: null } });
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
    expect(linkNames(await mainNavigation())).toEqual(['Dashboard', 'Browse Jobs', 'Contracts', 'My Applications']);
    expect(screen.getByRole('link', { name: 'VerifiedWork home' }).getAttribute('href')).toBe('/');
  });

  it('gives clients My Jobs and admins neither list', async () => {
    const { unmount } = renderShell(makeUser({ role: 'client' }));
    expect(linkNames(await mainNavigation())).toEqual(['Dashboard', 'Browse Jobs', 'Contracts', 'My Jobs']);
    unmount();
    renderShell(makeUser({ role: 'admin' }));
    expect(linkNames(await mainNavigation())).toEqual(['Dashboard', 'Browse Jobs']);
  });

  it('knows every screen of the navigation by role, for when they exist', () => {
    expect(navigationFor('client').map((item) => item.to)).toEqual(['/', '/jobs', '/freelancers', '/messages', '/contracts', '/my-jobs']);
    expect(navigationFor('freelancer').map((item) => item.to)).toEqual([
      '/',
      '/jobs',
      '/freelancers',
      '/messages',
      '/contracts',
      '/applications',
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
    expect(linkNames(drawer)).toEqual(['Dashboard', 'Browse Jobs', 'Contracts', 'My Applications', 'Settings', 'Log Out']);

    fireEvent.click(within(drawer).getByRole('link', { name: 'Browse Jobs' }));
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
  });

  it('has an account menu with the name, Settings and Log Out', async () => {
    renderShell(makeUser({ firstName: 'Amara', lastName: 'Okafor', username: 'amara' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('@amara')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('menuitem', { name: 'Log Out' }).getAttribute('href')).toBe('/api/logout');
    expect(screen.queryByRole('menuitem', { name: 'Profile' })).toBeNull();
  });
});
