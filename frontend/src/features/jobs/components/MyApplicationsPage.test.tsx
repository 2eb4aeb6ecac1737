import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, requestsTo } from '../../../test/fetch';
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

  it('withdraws a pending application after asking, and offers no Withdraw once it is decided', async () => {
    const pending = makeApplication();
    const fetchMock = mockFetch({
      'GET /api/auth/user': makeUser(),
      'GET /api/applications/my': [pending],
      [`POST /api/applications/${pending.id}/withdraw`]: { ...pending, status: 'withdrawn' },
    });
    renderApp('/applications');
    const user = userEvent.setup();

    const card = await screen.findByRole('article', { name: 'Night chat operator' });
    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    expect(within(dialog).getByText(/The client of “Night chat operator” will be told/)).toBeTruthy();
    expect(requestsTo(fetchMock, `POST /api/applications/${pending.id}/withdraw`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await within(card).findByText('withdrawn')).toBeTruthy();
    expect(requestsTo(fetchMock, `POST /api/applications/${pending.id}/withdraw`)).toHaveLength(1);
    expect(within(card).queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('links an accepted application to its contract', async () => {
    const accepted = makeApplication({ status: 'accepted', contractId: 'f1e2d3c4-b5a6-4789-8abc-def012345678' });
    mockFetch({ 'GET /api/auth/user': makeUser(), 'GET /api/applications/my': [accepted] });
    renderApp('/applications');

    const card = await screen.findByRole('article', { name: 'Night chat operator' });
    expect(within(card).getByRole('link', { name: 'View Contract' }).getAttribute('href')).toBe(
      '/contracts/f1e2d3c4-b5a6-4789-8abc-def012345678',
    );
    expect(within(card).queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('points to the job search when there are none', async () => {
    mockFetch({ 'GET /api/auth/user': makeUser(), 'GET /api/applications/my': [] });
    renderApp('/applications');

    expect(await screen.findByText('No applications yet')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe('/jobs');
  });
});
