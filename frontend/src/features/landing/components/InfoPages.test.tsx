import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockFetch } from '../../../test/fetch';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const signedOut = { 'GET /api/auth/user': errorResponse(401, 'AUTH.UNAUTHENTICATED', 'Sign in first') };
const platformStats = { 'GET /api/platform/stats': { totalWorkers: 0, verifiedWorkers: 0, totalJobs: 0 } };

const PAGES = [
  { path: '/terms', title: 'Terms of Use', says: /Workers never pay to apply, to be hired, to get verified or to be paid/ },
  { path: '/privacy', title: 'Privacy', says: /deleted 30 days after an administrator decides on the request/ },
  { path: '/help', title: 'Help', says: /Upload a photo of a government ID and a\s+10-30 second video/ },
  { path: '/contact', title: 'Contact', says: /We have no public email address or phone line/ },
];

describe('the information pages', () => {
  it('are linked from the landing page’s footer', async () => {
    mockFetch({ ...signedOut, ...platformStats });
    renderApp('/');

    const footer = await screen.findByRole('contentinfo');
    for (const [name, href] of [
      ['Help', '/help'],
      ['Contact', '/contact'],
      ['Terms of Use', '/terms'],
      ['Privacy', '/privacy'],
    ]) {
      expect(within(footer).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it.each(PAGES)('$path reads signed out, with its title and the footer', async ({ path, title, says }) => {
    mockFetch(signedOut);
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(says)).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy' })).toBeTruthy();
    expect(screen.queryByText('Please log in', { exact: false })).toBeNull();
  });

  it.each(PAGES)('$path reads signed in, and before a username is chosen', async ({ path, title }) => {
    mockFetch({ 'GET /api/auth/user': makeUser({ username: null }) });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose your username' })).toBeNull();
  });

  it('says how to export the data and delete the account, and how long verification files are kept', async () => {
    mockFetch(signedOut);
    renderApp('/privacy');

    const exporting = await screen.findByRole('region', { name: 'Get a copy of your data' });
    expect(within(exporting).getByText('Download my data')).toBeTruthy();
    expect(within(exporting).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(within(screen.getByRole('region', { name: 'Delete your account' })).getByText('Delete my account')).toBeTruthy();
  });
});
