import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { CLIENT_ID, makeFreelancer, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const viewer = makeUser({ role: 'client' });
const MEI_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

const grace = makeFreelancer({ skills: ['Zendesk', 'Live chat', 'Night shifts', 'Typing', 'Spanish'] });
const mei = makeFreelancer({
  id: MEI_ID,
  username: 'mei_lin',
  firstName: 'Mei',
  lastName: 'Lin',
  isVerified: false,
  trustScore: null,
  rating: null,
  reviewCount: 0,
  bio: 'Email support in English and Mandarin.',
  location: null,
  hourlyRate: null,
  skills: ['Email support'],
  completedJobsCount: 1,
});

function renderDirectory(freelancers: (request: Request) => Response, user = viewer, path = '/freelancers') {
  const fetchMock = mockFetch({ 'GET /api/auth/user': user, 'GET /api/freelancers': freelancers });
  return { fetchMock, ...renderApp(path) };
}

function lastQuery(fetchMock: ReturnType<typeof mockFetch>): URLSearchParams {
  return new URL(requestsTo(fetchMock, 'GET /api/freelancers').at(-1)!.url).searchParams;
}

function card(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

function searchBox(): HTMLInputElement {
  return screen.getByRole('textbox', { name: 'Search service providers' });
}

describe('find service providers', () => {
  it("shows each freelancer's card: name, badge, username, bio, rating, jobs, location, rate, skills and links", async () => {
    renderDirectory(() => jsonResponse([grace, mei]));

    expect(await screen.findByRole('heading', { level: 1, name: 'Find Service Providers' })).toBeTruthy();
    expect(searchBox().placeholder).toBe('Search by name, skills, or bio...');
    await screen.findByRole('article', { name: 'Grace Hopper' });

    const graceCard = card('Grace Hopper');
    expect(within(graceCard).getByRole('heading', { name: 'Grace Hopper' })).toBeTruthy();
    expect(within(graceCard).getByText('Verified')).toBeTruthy();
    expect(within(graceCard).getByText('@grace')).toBeTruthy();
    expect(within(graceCard).getByText('Night-shift chat operator with five years of live support.')).toBeTruthy();
    // The rating is the reviews' average and count; the trust score is a score out of 100, never stars (decision 0062).
    expect(within(graceCard).getByText('★ 4.6 · 5 reviews')).toBeTruthy();
    expect(within(graceCard).getByText('Trust score 92/100')).toBeTruthy();
    expect(within(graceCard).getByText('3 jobs')).toBeTruthy();
    expect(within(graceCard).getByText('Lisbon, Portugal')).toBeTruthy();
    expect(within(graceCard).getByText('$25/hr')).toBeTruthy();
    for (const skill of ['Zendesk', 'Live chat', 'Night shifts']) expect(within(graceCard).getByText(skill)).toBeTruthy();
    expect(within(graceCard).queryByText('Typing')).toBeNull();
    expect(within(graceCard).getByText('+2')).toBeTruthy();
    expect(within(graceCard).getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe(`/profile/${CLIENT_ID}`);
    expect(within(graceCard).getByRole('link', { name: 'Message Grace Hopper' }).getAttribute('href')).toBe(
      `/messages?userId=${CLIENT_ID}`,
    );

    const meiCard = card('Mei Lin');
    expect(within(meiCard).getByText('No reviews yet')).toBeTruthy();
    expect(within(meiCard).getByText('No trust score yet')).toBeTruthy();
    expect(within(meiCard).getByText('1 job')).toBeTruthy();
    expect(within(meiCard).queryByText('Verified')).toBeNull();
    expect(within(meiCard).queryByText(/\/hr$/)).toBeNull();
    expect(within(meiCard).queryByText(/^\+/)).toBeNull();
  });

  it("offers no message link on the viewer's own card", async () => {
    renderDirectory(() => jsonResponse([grace]), makeUser({ id: CLIENT_ID, role: 'freelancer', username: 'grace' }));

    await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(within(card('Grace Hopper')).queryByRole('link', { name: /^Message/ })).toBeNull();
  });

  it('filters the loaded cards by the text as typed, then asks the server once typing pauses', async () => {
    const { fetchMock } = renderDirectory(() => jsonResponse([grace, mei]));
    await screen.findByRole('article', { name: 'Mei Lin' });

    // A skill, case-insensitively, by substring.
    fireEvent.change(searchBox(), { target: { value: 'EMAIL SUPP' } });
    expect(screen.queryByRole('article', { name: 'Grace Hopper' })).toBeNull();
    expect(card('Mei Lin')).toBeTruthy();
    expect(requestsTo(fetchMock, 'GET /api/freelancers')).toHaveLength(1);
    await waitFor(() => expect(lastQuery(fetchMock).get('searchTerm')).toBe('EMAIL SUPP'));

    // The full name, the username and the bio count too.
    for (const [text, shown] of [
      ['grace hop', 'Grace Hopper'],
      ['mei_l', 'Mei Lin'],
      ['mandarin', 'Mei Lin'],
    ]) {
      fireEvent.change(searchBox(), { target: { value: text } });
      expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual([shown]);
    }
  });

  it('orders by rate and filters by a rate range in one currency, typed in whole units', async () => {
    const { fetchMock } = renderDirectory(() => jsonResponse([grace, mei]));
    await screen.findByRole('article', { name: 'Mei Lin' });
    expect(lastQuery(fetchMock).has('sort')).toBe(false);

    fireEvent.click(screen.getByRole('combobox', { name: 'Sort' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Lowest rate' }));
    await waitFor(() => expect(lastQuery(fetchMock).get('sort')).toBe('rate_low'));

    // A rate bound typed without a currency picks USD: rates are not converted.
    fireEvent.change(screen.getByRole('textbox', { name: 'Max rate /hr' }), { target: { value: '30' } });
    await waitFor(() => expect(lastQuery(fetchMock).get('maxRate')).toBe('3000'));
    expect(lastQuery(fetchMock).get('currency')).toBe('USD');
    fireEvent.click(screen.getByRole('combobox', { name: 'Currency' }));
    fireEvent.click(await screen.findByRole('option', { name: 'EUR' }));
    await waitFor(() => expect(lastQuery(fetchMock).get('currency')).toBe('EUR'));
    expect(lastQuery(fetchMock).get('maxRate')).toBe('3000');
  }, 20_000);

  it('says when no one matches', async () => {
    renderDirectory(() => jsonResponse([]));

    expect(await screen.findByText('No service providers found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search criteria')).toBeTruthy();
  });

  it("asks for verified freelancers only with 'Verified only'", async () => {
    const { fetchMock } = renderDirectory((request) =>
      jsonResponse(new URL(request.url).searchParams.get('verifiedOnly') === 'true' ? [grace] : [grace, mei]),
    );
    await screen.findByRole('article', { name: 'Mei Lin' });
    expect(lastQuery(fetchMock).has('verifiedOnly')).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Verified only' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mei Lin' })).toBeNull());
    expect(lastQuery(fetchMock).get('verifiedOnly')).toBe('true');
    expect(card('Grace Hopper')).toBeTruthy();
  });

  it('loads the next page with the cursor of X-Next-Cursor', async () => {
    const { fetchMock } = renderDirectory((request) =>
      new URL(request.url).searchParams.get('cursor') === 'page-2'
        ? jsonResponse([mei])
        : jsonResponse([grace], 200, { 'X-Next-Cursor': 'page-2' }),
    );
    await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(screen.queryByRole('article', { name: 'Mei Lin' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('article', { name: 'Mei Lin' })).toBeTruthy();
    expect(card('Grace Hopper')).toBeTruthy();
    expect(lastQuery(fetchMock).get('cursor')).toBe('page-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("says 'Failed to fetch freelancers' when the list cannot be loaded, and tries again", async () => {
    let failing = true;
    renderDirectory(() => (failing ? new Response(null, { status: 500 }) : jsonResponse([grace])));

    expect(await screen.findByText('Failed to fetch freelancers')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article', { name: 'Grace Hopper' })).toBeTruthy();
  });

  it('reads the search from the address and writes each change back, so back, forward and reload keep it', async () => {
    const { fetchMock, router } = renderDirectory(
      () => jsonResponse([grace]),
      viewer,
      '/freelancers?searchTerm=zendesk&verifiedOnly=true&currency=EUR&minRate=20&sort=rate_low',
    );
    await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(searchBox().value).toBe('zendesk');
    expect((screen.getByRole('checkbox', { name: 'Verified only' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Min rate /hr' }) as HTMLInputElement).value).toBe('20');
    expect(Object.fromEntries(lastQuery(fetchMock))).toMatchObject({
      searchTerm: 'zendesk',
      verifiedOnly: 'true',
      currency: 'EUR',
      minRate: '2000',
      sort: 'rate_low',
    });

    // A choice adds a step to the history.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Verified only' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('verifiedOnly'));
    await waitFor(() => expect(lastQuery(fetchMock).has('verifiedOnly')).toBe(false));

    // Typing replaces the current step once it pauses; the box keeps what is typed.
    fireEvent.change(searchBox(), { target: { value: 'live chat ' } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ searchTerm: 'live chat' }));
    expect(searchBox().value).toBe('live chat ');

    // Back: the search before the checkbox was cleared, with its own term.
    router.history.back();
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Verified only' }) as HTMLInputElement).checked).toBe(true));
    expect(searchBox().value).toBe('zendesk');
    expect(router.state.location.search).toMatchObject({ searchTerm: 'zendesk', verifiedOnly: true });
  }, 20_000);

  it('drops what the address cannot mean: unknown values and rates without a currency', async () => {
    const { fetchMock } = renderDirectory(() => jsonResponse([grace]), viewer, '/freelancers?sort=cheapest&minRate=20&verifiedOnly=maybe');
    await screen.findByRole('article', { name: 'Grace Hopper' });

    const query = lastQuery(fetchMock);
    for (const name of ['sort', 'minRate', 'verifiedOnly', 'currency']) expect(query.has(name)).toBe(false);
    expect((screen.getByRole('textbox', { name: 'Min rate /hr' }) as HTMLInputElement).value).toBe('');
  });

  it('filters by up to five languages, each kept in the address', async () => {
    const { fetchMock, router } = renderDirectory(() => jsonResponse([grace]), viewer, '/freelancers?languages=%5B%22English%22%5D');
    await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(lastQuery(fetchMock).getAll('languages')).toEqual(['English']);

    await userEvent.type(screen.getByLabelText('Languages'), 'Spanish{enter}');

    await waitFor(() => expect(lastQuery(fetchMock).getAll('languages')).toEqual(['English', 'Spanish']));
    expect(router.state.location.search).toMatchObject({ languages: ['English', 'Spanish'] });
  }, 20_000);

  it('marks no one from a `since` in the address alone (a reload): only a saved search’s visit names who is new', async () => {
    const { router } = renderDirectory(() => jsonResponse([grace, mei]), viewer, '/freelancers?since=2026-11-28T12:00:00.000Z');

    await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(router.state.location.search).toMatchObject({ since: '2026-11-28T12:00:00.000Z' });
    expect(screen.queryByText(/since your last visit$/)).toBeNull();
    expect(screen.queryByText('New')).toBeNull();
  });
});
