import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockFetch, requestedRoutes } from '../test/fetch';
import { CLIENT_ID, JOB_ID, makeJob, makeJobDetail, makePerson, makePublicProfile } from '../test/fixtures';
import { renderApp } from '../test/render';

const signedOut = { 'GET /api/auth/user': errorResponse(401, 'AUTH.UNAUTHENTICATED', 'Sign in first') };

function searchOf(link: HTMLElement): URLSearchParams {
  return new URL(link.getAttribute('href')!, 'http://app.test').searchParams;
}

describe('the public job board and profiles, for a visitor (decision 0061)', () => {
  it('shows the job board in the visitor’s frame: Sign in and Create account, no member menu', async () => {
    mockFetch({ ...signedOut, 'GET /api/jobs': [makeJob({ title: 'Night chat operator' })] });
    renderApp('/jobs?search=chat');

    expect(await screen.findByRole('heading', { name: 'Browse Jobs' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Night chat operator' })).toBeTruthy();
    const header = screen.getByRole('banner');
    const signIn = within(header).getByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toMatch(/^\/login\?/);
    expect(searchOf(signIn).get('next')).toBe('/jobs?search=chat');
    const createAccount = within(header).getByRole('link', { name: 'Create account' });
    expect(searchOf(createAccount).get('mode')).toBe('signup');
    expect(searchOf(createAccount).get('next')).toBe('/jobs?search=chat');
    for (const memberItem of ['Messages', 'Settings', 'Dashboard', 'Contracts']) {
      expect(screen.queryByRole('link', { name: memberItem })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /notifications/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /account menu/ })).toBeNull();
    expect(screen.queryByText('Please log in to search jobs')).toBeNull();
  });

  it('leads Apply Now on a card to Create account, saying why and coming back to the apply address', async () => {
    mockFetch({ ...signedOut, 'GET /api/jobs': [makeJob({ id: JOB_ID })] });
    renderApp('/jobs');

    const apply = await screen.findByRole('link', { name: 'Apply Now' });
    expect(searchOf(apply).get('mode')).toBe('signup');
    expect(searchOf(apply).get('reason')).toBe('apply');
    expect(searchOf(apply).get('next')).toBe(`/jobs/${JOB_ID}/apply`);
  });

  it('names a poster who shows to members only neutrally, on the card and on the job', async () => {
    const withheld = { client: null, withheldPoster: { isVerified: true } };
    mockFetch({
      ...signedOut,
      'GET /api/jobs': [makeJob({ title: 'Inbox triage', ...withheld })],
      [`GET /api/jobs/${JOB_ID}`]: makeJobDetail({ id: JOB_ID, ...withheld }),
    });
    const { router } = renderApp('/jobs');

    const card = await screen.findByRole('article', { name: 'Inbox triage' });
    expect(within(card).getByText('A verified client')).toBeTruthy();
    expect(within(card).queryByText('Unknown user')).toBeNull();

    await router.navigate({ to: '/jobs/$jobId', params: { jobId: JOB_ID } });
    expect(await screen.findByText('A verified client')).toBeTruthy();
    // No profile to link to.
    expect(screen.queryByRole('link', { name: 'A verified client' })).toBeNull();
  });

  it('shows a job with an invitation to apply once signed up, and Report job leading to Create account', async () => {
    mockFetch({
      ...signedOut,
      [`GET /api/jobs/${JOB_ID}`]: makeJobDetail({ id: JOB_ID, client: makePerson({ firstName: 'Dana', lastName: 'Reyes' }) }),
    });
    renderApp(`/jobs/${JOB_ID}`);

    expect(await screen.findByRole('heading', { name: 'Job Details' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dana Reyes' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /cover letter/i })).toBeNull();
    const apply = screen.getByRole('link', { name: 'Apply Now' });
    expect(searchOf(apply).get('next')).toBe(`/jobs/${JOB_ID}/apply`);
    const report = screen.getByRole('link', { name: 'Report job' });
    expect(searchOf(report).get('reason')).toBe('report');
    expect(searchOf(report).get('next')).toBe(`/jobs/${JOB_ID}`);
    expect(screen.queryByText('Please log in to view job details')).toBeNull();
  });

  it('shows a profile without its reviews, never asking for them, and Send Message leading to Create account', async () => {
    const fetchMock = mockFetch({
      ...signedOut,
      [`GET /api/users/${CLIENT_ID}`]: makePublicProfile({ id: CLIENT_ID, firstName: 'Ana', lastName: 'Lee', rating: 4.5, reviewCount: 3 }),
      [`GET /api/portfolio/${CLIENT_ID}`]: [],
    });
    renderApp(`/profile/${CLIENT_ID}`);

    expect(await screen.findByRole('heading', { name: 'Ana Lee' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to read them' })).toBeTruthy();
    const message = screen.getByRole('link', { name: 'Send Message' });
    expect(searchOf(message).get('reason')).toBe('message');
    expect(searchOf(message).get('next')).toBe(`/messages?userId=${CLIENT_ID}`);
    expect(screen.queryByRole('button', { name: 'How is this calculated?' })).toBeNull();
    expect(requestedRoutes(fetchMock).filter((route) => route.startsWith('GET /api/reviews'))).toEqual([]);
  });

  it('says on the form why an account is asked for, with the name of the person to message', async () => {
    mockFetch({ ...signedOut, [`GET /api/users/${CLIENT_ID}`]: makePublicProfile({ id: CLIENT_ID, firstName: 'Ana', lastName: 'Lee' }) });
    renderApp(`/login?mode=signup&reason=message&next=${encodeURIComponent(`/messages?userId=${CLIENT_ID}`)}`);
    expect(await screen.findByText('Create an account to message Ana Lee')).toBeTruthy();
  });

  it('says why on the form when applying, and says nothing made up from the address', async () => {
    mockFetch({ ...signedOut });
    renderApp(`/login?mode=signup&reason=apply&next=${encodeURIComponent(`/jobs/${JOB_ID}/apply`)}`);
    expect(await screen.findByText('Create an account to apply to this job')).toBeTruthy();
  });

  it('still sends a visitor to sign-in from a screen that is for members only', async () => {
    mockFetch({ ...signedOut });
    renderApp('/my-jobs');
    expect(await screen.findByText('Please log in to continue')).toBeTruthy();
  });
});
