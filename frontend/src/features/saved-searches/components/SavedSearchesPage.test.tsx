import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../../api/types';
import { jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { makeFreelancer, makeJob, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const JOBS_SEARCH_ID = '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b';
const PEOPLE_SEARCH_ID = '8b2d3f4a-5c6e-4f7a-9b0c-1d2e3f4a5b6c';
const LAST_VISIT = '2026-11-28T12:00:00.000Z';

const jobsSearch: SavedSearch = {
  id: JOBS_SEARCH_ID,
  kind: 'jobs',
  name: 'Zendesk offers',
  criteria: { searchTerm: 'zendesk', jobType: 'job_offer', payType: 'hourly', currency: 'USD', minRate: 2000 },
  alert: 'instant',
  newCount: 2,
  lastVisitedAt: LAST_VISIT,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const peopleSearch: SavedSearch = {
  id: PEOPLE_SEARCH_ID,
  kind: 'freelancers',
  name: 'Spanish speakers',
  criteria: { verifiedOnly: true, languages: ['Spanish'] },
  alert: 'weekly',
  newCount: 0,
  lastVisitedAt: null,
  createdAt: '2026-11-21T10:00:00.000Z',
};

function renderList(routes: Record<string, unknown> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': makeUser({ role: 'freelancer' }),
    'GET /api/saved-searches': { items: [jobsSearch, peopleSearch] },
    ...routes,
  });
  return { fetchMock, ...renderApp('/saved-searches') };
}

function card(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

describe('saved searches', () => {
  it('lists each search with what it looks for, its new matches and its alert', async () => {
    renderList();

    expect(await screen.findByRole('heading', { level: 1, name: 'Saved Searches' })).toBeTruthy();
    await screen.findByRole('article', { name: 'Zendesk offers' });
    expect(screen.getByText('2 of 20 saved')).toBeTruthy();
    expect(within(card('Zendesk offers')).getByText('Jobs · zendesk · Job offers · Hourly from $20/hr')).toBeTruthy();
    expect(within(card('Zendesk offers')).getByText('2 new')).toBeTruthy();
    expect((within(card('Zendesk offers')).getByRole('combobox', { name: 'Alert' }) as HTMLInputElement).value).toBe('Instant');
    expect(within(card('Spanish speakers')).getByText('Freelancers · Verified · Speaks Spanish')).toBeTruthy();
    expect(within(card('Spanish speakers')).queryByText(/new$/)).toBeNull();
    expect((within(card('Spanish speakers')).getByRole('combobox', { name: 'Alert' }) as HTMLInputElement).value).toBe('Weekly email');
  });

  it('changes a search’s alert at once', async () => {
    const { fetchMock } = renderList({
      'PATCH /api/saved-searches/7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b': async (request: Request) =>
        jsonResponse({ ...jobsSearch, ...(await request.clone().json()) }),
    });
    await screen.findByRole('article', { name: 'Zendesk offers' });

    fireEvent.click(within(card('Zendesk offers')).getByRole('combobox', { name: 'Alert' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Daily email' }));

    expect(await screen.findByText('Alert changed')).toBeTruthy();
    const [patch] = requestsTo(fetchMock, `PATCH /api/saved-searches/${JOBS_SEARCH_ID}`);
    expect(await patch.clone().json()).toEqual({ alert: 'daily' });
    await waitFor(() =>
      expect((within(card('Zendesk offers')).getByRole('combobox', { name: 'Alert' }) as HTMLInputElement).value).toBe('Daily email'),
    );
  });

  it('renames a search and deletes one after asking', async () => {
    const { fetchMock } = renderList({
      [`PATCH /api/saved-searches/${PEOPLE_SEARCH_ID}`]: async (request: Request) =>
        jsonResponse({ ...peopleSearch, ...(await request.clone().json()) }),
      [`DELETE /api/saved-searches/${JOBS_SEARCH_ID}`]: new Response(null, { status: 204 }),
    });
    await screen.findByRole('article', { name: 'Spanish speakers' });

    fireEvent.click(within(card('Spanish speakers')).getByRole('button', { name: 'Rename' }));
    const renameDialog = await screen.findByRole('dialog', { name: 'Rename saved search' });
    fireEvent.change(within(renameDialog).getByRole('textbox', { name: 'Name' }), { target: { value: ' Hablo español ' } });
    fireEvent.click(within(renameDialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('article', { name: 'Hablo español' })).toBeTruthy();
    expect(await requestsTo(fetchMock, `PATCH /api/saved-searches/${PEOPLE_SEARCH_ID}`)[0].clone().json()).toEqual({
      name: 'Hablo español',
    });

    fireEvent.click(within(card('Zendesk offers')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete saved search?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Zendesk offers' })).toBeNull());
    expect(requestsTo(fetchMock, `DELETE /api/saved-searches/${JOBS_SEARCH_ID}`)).toHaveLength(1);
    expect(screen.getByText('Saved search deleted')).toBeTruthy();
  }, 30_000);

  it('opens a search with its filters, marking the posts that came since the last visit and those its visit names', async () => {
    const fresh = makeJob({
      id: '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a',
      title: 'Zendesk night shift',
      createdAt: '2026-11-29T08:00:00.000Z',
    });
    const older = makeJob({ id: '2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b', title: 'Zendesk weekends', createdAt: '2026-11-27T08:00:00.000Z' });
    // Posted before the last visit but held by the safety review until after it: matched since.
    const released = makeJob({
      id: '5b6c7d8e-9f0a-4b1c-8d3e-4f5a6b7c8d9e',
      title: 'Zendesk holidays',
      createdAt: '2026-11-27T09:00:00.000Z',
    });
    const { fetchMock, router } = renderList({
      [`POST /api/saved-searches/${JOBS_SEARCH_ID}/visits`]: {
        previousVisitAt: LAST_VISIT,
        newMatchIds: [released.id],
        search: { ...jobsSearch, newCount: 0 },
      },
      'GET /api/jobs': [fresh, older, released],
    });
    await screen.findByRole('article', { name: 'Zendesk offers' });

    fireEvent.click(within(card('Zendesk offers')).getByRole('button', { name: 'Open' }));

    expect(await screen.findByRole('article', { name: 'Zendesk night shift' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/jobs');
    expect(router.state.location.search).toMatchObject({
      search: 'zendesk',
      type: 'offer',
      pay: 'hourly',
      currency: 'USD',
      minRate: 20,
      since: LAST_VISIT,
    });
    const query = new URL(requestsTo(fetchMock, 'GET /api/jobs').at(-1)!.url).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      searchTerm: 'zendesk',
      jobType: 'job_offer',
      payType: 'hourly',
      currency: 'USD',
      minRate: '2000',
    });
    expect(query.has('since')).toBe(false);
    expect(screen.getByText('2 new since your last visit')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Zendesk night shift' })).getByText('New')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Zendesk holidays' })).getByText('New')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Zendesk weekends' })).queryByText('New')).toBeNull();
  }, 30_000);

  it('opens a search of freelancers marking the ones its visit names as matched since the last visit, their ids kept out of the address', async () => {
    const matched = makeFreelancer({ id: '3f4a5b6c-7d8e-4f9a-8b1c-2d3e4f5a6b7c', firstName: 'Ana', lastName: 'Ruiz' });
    const known = makeFreelancer({ id: '4a5b6c7d-8e9f-4a0b-9c2d-3e4f5a6b7c8d', firstName: 'Eva', lastName: 'Lopez' });
    const { fetchMock, router } = renderList({
      [`POST /api/saved-searches/${PEOPLE_SEARCH_ID}/visits`]: {
        previousVisitAt: LAST_VISIT,
        newMatchIds: [matched.id],
        search: { ...peopleSearch, lastVisitedAt: '2026-11-29T09:00:00.000Z' },
      },
      'GET /api/freelancers': [known, matched],
    });
    await screen.findByRole('article', { name: 'Spanish speakers' });

    fireEvent.click(within(card('Spanish speakers')).getByRole('button', { name: 'Open' }));

    expect(await screen.findByRole('article', { name: 'Ana Ruiz' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/freelancers');
    expect(router.state.location.search).toEqual({ verifiedOnly: true, languages: ['Spanish'], since: LAST_VISIT });
    const query = new URL(requestsTo(fetchMock, 'GET /api/freelancers').at(-1)!.url).searchParams;
    expect(query.has('since')).toBe(false);
    expect(screen.getByText('1 new since your last visit')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Ana Ruiz' })).getByText('New')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Eva Lopez' })).queryByText('New')).toBeNull();
  }, 30_000);

  it('opens a saved search from its link (the digest email’s), recording the visit and putting its filters in the address', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': makeUser({ role: 'client' }),
      [`POST /api/saved-searches/${PEOPLE_SEARCH_ID}/visits`]: { previousVisitAt: null, newMatchIds: [], search: peopleSearch },
      'GET /api/freelancers': [],
    });
    const { router } = renderApp(`/freelancers?savedSearch=${PEOPLE_SEARCH_ID}`);

    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ verifiedOnly: true, languages: ['Spanish'], since: peopleSearch.createdAt }),
    );
    expect(router.state.location.search).not.toHaveProperty('savedSearch');
    expect(requestsTo(fetchMock, `POST /api/saved-searches/${PEOPLE_SEARCH_ID}/visits`)).toHaveLength(1);
    expect(await screen.findByText('No service providers found')).toBeTruthy();
  });

  it('says when there are none, with the searches to start from', async () => {
    mockFetch({ 'GET /api/auth/user': makeUser(), 'GET /api/saved-searches': { items: [] } });
    renderApp('/saved-searches');

    expect(await screen.findByText('No saved searches yet')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe('/jobs');
  });
});
