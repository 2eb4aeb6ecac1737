import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { JOB_ID, makeApplication, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

describe('my applications', () => {
  it('lists each application with its job, proposal, date and status', async () => {
    const application = makeApplication({ status: 'rejected' });
    mockFetch({ 'GET /api/auth/user': makeUser(), 'GET /api/applications/my': [application] });
    renderApp('/applications');

    expect(await screen.findByRole('heading', { name: 'My Applications' })).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Night chat operator' });
    expect(within(card).getByRole('link', { name: 'Night chat operator' }).getAttribute('href')).toBe(`/jobs/${JOB_ID}`);
    expect(within(card).getByText('Chat Operator')).toBeTruthy();
    expect(within(card).getByText('I have run night shifts for two years.')).toBeTruthy();
    expect(within(card).getByText(`Applied ${new Date(application.createdAt).toLocaleDateString()}`)).toBeTruthy();
    expect(within(card).getByText('rejected')).toBeTruthy();
  });

  it('marks an application withdrawn when its applicant was suspended', async () => {
    mockFetch({ 'GET /api/auth/user': makeUser(), 'GET /api/applications/my': [makeApplication({ status: 'withdrawn' })] });
    renderApp('/applications');

    const card = await screen.findByRole('article', { name: 'Night chat operator' });
    expect(within(card).getByText('withdrawn')).toBeTruthy();
  });

  it('points to the job search when there are none', async () => {
    mockFetch({ 'GET /api/auth/user': makeUser(), 'GET /api/applications/my': [] });
    renderApp('/applications');

    expect(await screen.findByText('No applications yet')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe('/jobs');
  });
});
