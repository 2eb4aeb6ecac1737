import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../../api/types';
import { errorResponse, jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { makeFreelancer, makeJob, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const SAVED_ID = '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b';

function savedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: SAVED_ID,
    kind: 'jobs',
    name: 'zendesk · Job offers',
    criteria: { searchTerm: 'zendesk', jobType: 'job_offer' },
    alert: 'instant',
    newCount: 0,
    lastVisitedAt: null,
    createdAt: '2026-11-29T10:00:00.000Z',
    ...overrides,
  };
}

function renderSearch(path: string, save: (request: Request) => Response | Promise<Response>, user = makeUser({ role: 'freelancer' })) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': user,
    'GET /api/jobs': [makeJob()],
    'GET /api/freelancers': [makeFreelancer()],
    'GET /api/saved-searches': { items: [] },
    'POST /api/saved-searches': save,
  });
  return { fetchMock, ...renderApp(path) };
}

async function openSaveModal(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Save search' }));
  return screen.findByRole('dialog', { name: 'Save search' });
}

describe('save search', () => {
  it('names a job search after its filters, saves it with the chosen alert and says so with a link to the list', async () => {
    const { fetchMock, router } = renderSearch(
      '/jobs?search=zendesk&type=offer&category=chat-operator&timeZone=Europe%2FBerlin',
      async (request) => jsonResponse(savedSearch(await request.clone().json()), 201),
    );
    const dialog = await openSaveModal();

    const name = within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(name.value).toBe('zendesk · Job offers · Chat Operator · Europe/Berlin');
    await userEvent.clear(name);
    await userEvent.type(name, '  Berlin chat  ');
    fireEvent.click(within(dialog).getByRole('radio', { name: /Daily email/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));

    expect(await screen.findByText('Search saved')).toBeTruthy();
    expect(await requestsTo(fetchMock, 'POST /api/saved-searches')[0].clone().json()).toEqual({
      kind: 'jobs',
      name: 'Berlin chat',
      alert: 'daily',
      criteria: { searchTerm: 'zendesk', jobType: 'job_offer', category: 'chat-operator', timeZone: 'Europe/Berlin' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save search' })).toBeNull());

    fireEvent.click(screen.getByRole('link', { name: 'See your saved searches' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved-searches'));
  }, 30_000);

  it('saves a freelancer search with its rates in minor units and its languages', async () => {
    const { fetchMock } = renderSearch(
      '/freelancers?searchTerm=chat&currency=EUR&minRate=15&languages=%5B%22Spanish%22%5D',
      async (request) => jsonResponse(savedSearch(await request.clone().json()), 201),
    );
    const dialog = await openSaveModal();

    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('chat · from €15/hr · Speaks Spanish');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));

    expect(await screen.findByText('Search saved')).toBeTruthy();
    expect(await requestsTo(fetchMock, 'POST /api/saved-searches')[0].clone().json()).toMatchObject({
      kind: 'freelancers',
      alert: 'instant',
      criteria: { searchTerm: 'chat', currency: 'EUR', minRate: 1500, languages: ['Spanish'] },
    });
  }, 30_000);

  it('shows the server’s refusal at the limit of 20, and keeps the dialog open', async () => {
    renderSearch('/jobs?search=zendesk', () =>
      errorResponse(409, 'DISCOVERY.SAVED_SEARCH_LIMIT', 'You have 20 saved searches, the most you can keep: delete one first'),
    );
    const dialog = await openSaveModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));

    expect(await screen.findByText('Failed to save search')).toBeTruthy();
    expect(screen.getByText('You have 20 saved searches, the most you can keep: delete one first')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Save search' })).toBeTruthy();
  }, 30_000);

  it('is disabled, with a hint, while nothing narrows the search', async () => {
    renderSearch('/jobs?sort=oldest', () => jsonResponse(savedSearch(), 201));

    const button = await screen.findByRole('button', { name: 'Save search' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Type a search or choose a filter to save it',
    );
  });

  it('is not offered to a visitor', async () => {
    mockFetch({ 'GET /api/auth/user': errorResponse(401, 'AUTH.UNAUTHORIZED', 'Not signed in'), 'GET /api/jobs': [makeJob()] });
    renderApp('/jobs?search=zendesk');

    await screen.findByRole('article', { name: makeJob().title });
    expect(screen.queryByRole('button', { name: 'Save search' })).toBeNull();
  });
});
