import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedFreelancer, SavedJob } from '../../../api/types';
import { mockFetch, requestsTo } from '../../../test/fetch';
import { AMARA_ID, CLIENT_ID, JOB_ID, makeFreelancer, makeJob, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const SAVED_AT = '2026-11-20T10:00:00.000Z';
const OTHER_JOB_ID = '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d';

function savedJob(overrides: Partial<SavedJob>): SavedJob {
  return { jobId: JOB_ID, savedAt: SAVED_AT, state: 'open', job: makeJob({ title: 'Night chat operator' }), ...overrides };
}

describe('the Saved page', () => {
  it('lists saved jobs, each closed, filled, taken down or gone one marked, and removes one', async () => {
    let items: SavedJob[] = [
      savedJob({ state: 'closed', job: makeJob({ title: 'Night chat operator', status: 'closed' }) }),
      savedJob({ jobId: OTHER_JOB_ID, state: 'taken_down', job: null }),
      savedJob({ jobId: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f', state: 'removed', job: null }),
      savedJob({ jobId: 'd1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a', state: 'filled', job: makeJob({ title: 'Weekend email support' }) }),
    ];
    const fetchMock = mockFetch({
      'GET /api/auth/user': makeUser({ id: AMARA_ID, role: 'freelancer' }),
      'GET /api/saved-jobs': () => Response.json(items),
      'GET /api/saved-items/ids': () => Response.json({ jobIds: items.map((item) => item.jobId), freelancerIds: [] }),
      [`DELETE /api/saved-jobs/${JOB_ID}`]: () => {
        items = items.filter((item) => item.jobId !== JOB_ID);
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/saved');

    const closed = await screen.findByRole('article', { name: 'Night chat operator' });
    expect(screen.getByRole('tab', { name: 'Jobs' }).getAttribute('aria-selected')).toBe('true');
    expect(within(closed).getByText('Closed')).toBeTruthy();
    expect(within(closed).getByRole('link', { name: 'Night chat operator' }).getAttribute('href')).toBe(`/jobs/${JOB_ID}`);
    expect(within(screen.getByRole('article', { name: 'Weekend email support' })).getByText('Filled')).toBeTruthy();
    const gone = screen.getAllByRole('article', { name: 'A saved job' });
    expect(gone.map((card) => within(card).getByText(/Taken down|No longer available/).textContent)).toEqual([
      'Taken down',
      'No longer available',
    ]);

    await userEvent.click(within(closed).getByRole('button', { name: 'Remove Night chat operator' }));
    expect(requestsTo(fetchMock, `DELETE /api/saved-jobs/${JOB_ID}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Night chat operator' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Weekend email support' })).toBeTruthy();
  });

  it('shows the freelancers tab from the address, with a suspended one marked, and an empty jobs tab that says how to fill it', async () => {
    const freelancers: SavedFreelancer[] = [
      { freelancerId: CLIENT_ID, savedAt: SAVED_AT, state: 'listed', freelancer: makeFreelancer() },
      { freelancerId: AMARA_ID, savedAt: SAVED_AT, state: 'suspended', freelancer: null },
    ];
    mockFetch({
      'GET /api/auth/user': makeUser({ id: JOB_ID, role: 'client' }),
      'GET /api/saved-freelancers': freelancers,
      'GET /api/saved-jobs': [],
      'GET /api/saved-items/ids': { jobIds: [], freelancerIds: [CLIENT_ID, AMARA_ID] },
    });
    renderApp('/saved?tab=freelancers');

    const listed = await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(within(listed).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe(`/profile/${CLIENT_ID}`);
    expect(within(screen.getByRole('article', { name: 'A saved freelancer' })).getByText('Suspended')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Jobs' }));
    expect(await screen.findByText('No saved jobs yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find jobs' }).getAttribute('href')).toBe('/jobs');
  });
});
