import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

const signedOut = { 'GET /api/auth/user': errorResponse(401, 'AUTH.UNAUTHENTICATED', 'Sign in first') };

function statValue(label: string): string | null {
  const stats = screen.getByRole('region', { name: 'Platform statistics' });
  return within(stats).getByText(label).previousElementSibling?.textContent ?? null;
}

describe('landing page', () => {
  it('shows each platform figure with a plus sign', async () => {
    mockFetch({ ...signedOut, 'GET /api/platform/stats': { totalWorkers: 12, verifiedWorkers: 5, totalJobs: 30 } });
    renderApp('/');

    await screen.findByText('12+');
    expect(statValue('Service Providers')).toBe('12+');
    expect(statValue('Verified Professionals')).toBe('5+');
    expect(statValue('Opportunities Posted')).toBe('30+');
  });

  it('claims only what is true: the badge is checked, verification is optional, with the real count', async () => {
    mockFetch({ ...signedOut, 'GET /api/platform/stats': { totalWorkers: 12, verifiedWorkers: 5, totalJobs: 30 } });
    renderApp('/');

    expect(await screen.findByText(/5 of 12 workers have the verified badge so far\./)).toBeTruthy();
    expect(screen.getByText('Every verified badge is checked against a government ID and a video')).toBeTruthy();
    expect(screen.getByText(/^Verification is optional\. A verified badge means/)).toBeTruthy();
    expect(screen.queryByText(/every member is identity-verified|all users are verified/i)).toBeNull();
  });

  it('shows 0+ when the figures are absent', async () => {
    const fetchMock = mockFetch({ ...signedOut, 'GET /api/platform/stats': errorResponse(500, 'INTERNAL', 'Boom') });
    renderApp('/');

    await screen.findByRole('heading', { name: 'Find Verified Remote Work' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(statValue('Service Providers')).toBe('0+');
    expect(statValue('Verified Professionals')).toBe('0+');
    expect(statValue('Opportunities Posted')).toBe('0+');
  });

  it('searches jobs at the URL-encoded address', async () => {
    mockFetch({ ...signedOut, 'GET /api/platform/stats': { totalWorkers: 0, verifiedWorkers: 0, totalJobs: 0 }, 'GET /api/jobs': [] });
    const { router, history } = renderApp('/');
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: 'Search jobs' }), 'chat & email/support');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    // Signed out, the search opens the public job board (decision 0061).
    expect(await screen.findByRole('heading', { name: 'Browse Jobs' })).toBeTruthy();
    expect(history.location.href).toBe('/jobs?search=chat%20%26%20email%2Fsupport');
    expect(router.state.location.pathname).toBe('/jobs');
    expect(router.state.location.search).toEqual({ search: 'chat & email/support' });
  });

  it('links the six categories to the job search and sign-in and sign-up to /api/login', async () => {
    mockFetch({ ...signedOut, 'GET /api/platform/stats': { totalWorkers: 0, verifiedWorkers: 0, totalJobs: 0 } });
    renderApp('/');

    expect((await screen.findByRole('link', { name: 'Chat Operator' })).getAttribute('href')).toBe('/jobs?search=Chat%20Operator');
    for (const category of ['Customer Service', 'Virtual Assistant', 'Content Moderator', 'Social Media Manager', 'Email Support']) {
      expect(screen.getByRole('link', { name: category }).getAttribute('href')).toBe(`/jobs?search=${encodeURIComponent(category)}`);
    }
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/api/login');
    // The links that invite to join open the Create account tab; the two calls to action with their choice made.
    for (const name of ['Get Started', 'Create Account']) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/api/login?mode=signup');
    }
    expect(screen.getByRole('link', { name: 'Join as Freelancer' }).getAttribute('href')).toBe('/api/login?mode=signup&role=freelancer');
    expect(screen.getByRole('link', { name: 'Post a Job' }).getAttribute('href')).toBe('/api/login?mode=signup&role=client');
    expect(screen.getByRole('heading', { name: 'Why Choose Us' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeTruthy();
    expect(screen.getByText('© 2024 VerifiedWork')).toBeTruthy();
  });
});
