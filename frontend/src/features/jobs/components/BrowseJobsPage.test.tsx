import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Job } from '../../../api/types';
import { jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { CLIENT_ID, makeJob, makePerson, makeUser } from '../../../test/fixtures';
import { stubMatchMedia } from '../../../test/match-media';
import { renderApp } from '../../../test/render';
import type { JobSearchPage } from '../api';
import { formatResultsCount, SMALL_SCREEN_QUERY } from './BrowseJobsPage';

const SEEKER_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

const offer = makeJob({ tags: ['Zendesk', 'English', 'Night shifts', 'Typing'] });
const availability = makeJob({
  id: '1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6',
  clientId: SEEKER_ID,
  jobType: 'job_seeking',
  title: 'Available for email support',
  category: 'email-support',
  duration: null,
  applicationCount: 1,
  client: makePerson({ id: SEEKER_ID, firstName: 'Mei', lastName: 'Lin', isVerified: false, rating: null, reviewCount: 0 }),
});

/** One page of results; X-Next-Cursor when more pages remain. */
function page(jobs: Job[], headers: Record<string, string> = {}) {
  return jsonResponse(jobs, 200, headers);
}

function renderBrowse(path: string, jobs: (request: Request) => Response, user = makeUser()) {
  const fetchMock = mockFetch({ 'GET /api/auth/user': user, 'GET /api/jobs': jobs });
  return { fetchMock, ...renderApp(path) };
}

function lastSearchQuery(fetchMock: ReturnType<typeof mockFetch>): URLSearchParams {
  const requests = requestsTo(fetchMock, 'GET /api/jobs');
  return new URL(requests[requests.length - 1].url).searchParams;
}

function card(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

describe('browse jobs', () => {
  it('shows each post with its real poster, rating, tags and links', async () => {
    renderBrowse('/jobs', () => page([offer, availability]));

    expect(await screen.findByRole('heading', { name: 'Browse Jobs' })).toBeTruthy();
    expect(await screen.findByText('2 jobs found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');

    const offerCard = card('Night chat operator');
    expect(within(offerCard).getByRole('link', { name: 'Night chat operator' }).getAttribute('href')).toBe(`/jobs/${offer.id}`);
    expect(within(offerCard).getByText('Grace Hopper')).toBeTruthy();
    expect(within(offerCard).getByText('★ 4.6 · 5 reviews')).toBeTruthy();
    expect(within(offerCard).getByText('Verified')).toBeTruthy();
    expect(within(offerCard).getByText('Chat Operator')).toBeTruthy();
    expect(within(offerCard).getByText('3 months')).toBeTruthy();
    expect(within(offerCard).getByText('· 2 applications')).toBeTruthy();
    expect(within(offerCard).getByText('Night shifts')).toBeTruthy();
    expect(within(offerCard).queryByText('Typing')).toBeNull();
    expect(within(offerCard).queryByText('Reverse Listing')).toBeNull();
    // A freelancer who may apply gets Apply Now in place of View.
    expect(within(offerCard).getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe(`/jobs/${offer.id}/apply`);
    expect(within(offerCard).queryByRole('link', { name: 'View' })).toBeNull();

    const availabilityCard = card('Available for email support');
    expect(within(availabilityCard).getByText('Reverse Listing')).toBeTruthy();
    expect(within(availabilityCard).getByText('Mei Lin')).toBeTruthy();
    expect(within(availabilityCard).getByText('No reviews yet')).toBeTruthy();
    expect(within(availabilityCard).getByText('Email Support')).toBeTruthy();
    // An availability post takes no applications: no count.
    expect(within(availabilityCard).queryByText(/application/)).toBeNull();
    expect(within(availabilityCard).queryByText('Verified')).toBeNull();
    expect(within(availabilityCard).queryByRole('link', { name: 'Apply Now' })).toBeNull();
    expect(within(availabilityCard).getByRole('link', { name: 'View' }).getAttribute('href')).toBe(`/jobs/${availability.id}`);
    // Only clients message workers about their availability.
    expect(within(availabilityCard).queryByRole('link', { name: 'Message' })).toBeNull();
  });

  it('offers clients a Message link on availability posts', async () => {
    renderBrowse('/jobs', () => page([availability]), makeUser({ role: 'client', id: CLIENT_ID }));

    expect(await screen.findByText('1 job found')).toBeTruthy();
    const availabilityCard = card('Available for email support');
    expect(within(availabilityCard).getByRole('link', { name: 'Message' }).getAttribute('href')).toBe(`/messages?userId=${SEEKER_ID}`);
  });

  it.each([
    ['a client', makeUser({ role: 'client' }), offer],
    ['the owner', makeUser({ role: 'client', id: CLIENT_ID }), offer],
    ['an admin', makeUser({ role: 'admin' }), offer],
    [
      'an unverified freelancer on a verified-only job',
      makeUser({ role: 'freelancer', isVerified: false }),
      makeJob({ verifiedOnly: true }),
    ],
  ])('shows %s View instead of Apply Now', async (_viewer, user, job) => {
    renderBrowse('/jobs', () => page([job]), user);

    await screen.findByText('1 job found');
    const offerCard = card('Night chat operator');
    expect(within(offerCard).queryByRole('link', { name: 'Apply Now' })).toBeNull();
    expect(within(offerCard).getByRole('link', { name: 'View' }).getAttribute('href')).toBe(`/jobs/${job.id}`);
  });

  it('offers a verified freelancer Apply Now on a verified-only job', async () => {
    renderBrowse('/jobs', () => page([makeJob({ verifiedOnly: true })]), makeUser({ role: 'freelancer', isVerified: true }));

    await screen.findByText('1 job found');
    expect(within(card('Night chat operator')).getByRole('link', { name: 'Apply Now' })).toBeTruthy();
  });

  it('sends the search, filters and sort of the address and shows them', async () => {
    const { fetchMock } = renderBrowse('/jobs?search=Chat%20Operator&type=offer&category=email-support&verified=true&sort=oldest', () =>
      page([offer]),
    );

    expect(await screen.findByText('1 job found')).toBeTruthy();
    const query = lastSearchQuery(fetchMock);
    expect(Object.fromEntries(query)).toEqual({
      searchTerm: 'Chat Operator',
      jobType: 'job_offer',
      category: 'email-support',
      verifiedOnly: 'true',
      sort: 'oldest',
      limit: '20',
    });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search jobs' }).value).toBe('Chat Operator');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Job Offers' }).checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Category').value).toBe('Email Support');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Verified clients only' }).checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Sort').value).toBe('Oldest First');
  });

  it('puts each change of search, filter and sort in the address and searches again', async () => {
    const { fetchMock, router } = renderBrowse('/jobs', () => page([offer]));
    await screen.findByText('1 job found');
    expect(Object.fromEntries(lastSearchQuery(fetchMock))).toEqual({ sort: 'newest', limit: '20' });

    fireEvent.click(screen.getByRole('radio', { name: 'Availability' }));
    await waitFor(() => expect(lastSearchQuery(fetchMock).get('jobType')).toBe('job_seeking'));
    expect(router.state.location.search).toEqual({ type: 'seeking' });

    fireEvent.click(screen.getByLabelText('Category'));
    fireEvent.click(await screen.findByRole('option', { name: 'Virtual Assistant' }));
    await waitFor(() => expect(lastSearchQuery(fetchMock).get('category')).toBe('virtual-assistant'));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Verified clients only' }));
    await waitFor(() => expect(lastSearchQuery(fetchMock).get('verifiedOnly')).toBe('true'));

    fireEvent.click(screen.getByLabelText('Sort'));
    fireEvent.click(await screen.findByRole('option', { name: 'Oldest First' }));
    await waitFor(() => expect(lastSearchQuery(fetchMock).get('sort')).toBe('oldest'));

    fireEvent.change(screen.getByRole('textbox', { name: 'Search jobs' }), { target: { value: '  night shift ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastSearchQuery(fetchMock).get('searchTerm')).toBe('night shift'));
    expect(router.state.location.search).toEqual({
      type: 'seeking',
      category: 'virtual-assistant',
      verified: true,
      sort: 'oldest',
      search: 'night shift',
    });

    // The search term goes with the filters; the sort stays.
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'oldest' }));
    await waitFor(() => expect(Object.fromEntries(lastSearchQuery(fetchMock))).toEqual({ sort: 'oldest', limit: '20' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search jobs' }).value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'All' }).checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Category').value).toBe('All categories');
  }, 20_000);

  it('filters by pay type, currency and a rate range in whole units, sorts by the highest pay, and keeps it all in the address', async () => {
    const { fetchMock, router } = renderBrowse('/jobs', () => page([offer]));
    await screen.findByText('1 job found');
    expect(screen.getByText('$25–40/hr · 20 h/week')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Hourly' }));
    await waitFor(() => expect(lastSearchQuery(fetchMock).get('payType')).toBe('hourly'));
    // A rate typed without a currency picks USD: amounts are not converted between currencies.
    const minRate = screen.getByRole('textbox', { name: 'Min rate /hr' });
    fireEvent.change(minRate, { target: { value: '20' } });
    fireEvent.blur(minRate);
    await waitFor(() => expect(lastSearchQuery(fetchMock).get('minRate')).toBe('2000'));
    expect(lastSearchQuery(fetchMock).get('currency')).toBe('USD');
    const maxRate = screen.getByRole('textbox', { name: 'Max rate /hr' });
    fireEvent.change(maxRate, { target: { value: '35.5' } });
    fireEvent.blur(maxRate);
    await waitFor(() => expect(lastSearchQuery(fetchMock).get('maxRate')).toBe('3550'));

    fireEvent.click(screen.getByLabelText('Sort'));
    fireEvent.click(await screen.findByRole('option', { name: 'Highest pay' }));
    await waitFor(() => expect(lastSearchQuery(fetchMock).get('sort')).toBe('pay_high'));
    expect(router.state.location.search).toEqual({ pay: 'hourly', currency: 'USD', minRate: 20, maxRate: 35.5, sort: 'pay_high' });

    // Fixed pay takes a budget instead of a rate range.
    fireEvent.click(screen.getByRole('radio', { name: 'Fixed price' }));
    await waitFor(() => expect(lastSearchQuery(fetchMock).get('payType')).toBe('fixed'));
    expect(lastSearchQuery(fetchMock).get('minRate')).toBeNull();
    const budget = screen.getByRole('textbox', { name: 'Minimum budget' });
    fireEvent.change(budget, { target: { value: '1000' } });
    fireEvent.blur(budget);
    await waitFor(() => expect(lastSearchQuery(fetchMock).get('minBudget')).toBe('100000'));

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'pay_high' }));
  }, 30_000);

  it('reads the pay filters from the address', async () => {
    const { fetchMock } = renderBrowse('/jobs?pay=hourly&currency=EUR&minRate=15&maxRate=30&sort=pay_high', () => page([offer]));
    await screen.findByText('1 job found');
    expect(Object.fromEntries(lastSearchQuery(fetchMock))).toEqual({
      payType: 'hourly',
      currency: 'EUR',
      minRate: '1500',
      maxRate: '3000',
      sort: 'pay_high',
      limit: '20',
    });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Min rate /hr' }).value).toBe('15');
  }, 20_000);

  it('says when nothing matches', async () => {
    renderBrowse('/jobs?search=astronaut', () => page([]));

    expect(await screen.findByText('No jobs found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your filters or search terms')).toBeTruthy();
    expect(screen.getByText('0 jobs found')).toBeTruthy();
  });

  it('loads the next page with the cursor of the previous one', async () => {
    const second = makeJob({ id: '2f3e4d5c-6b7a-4988-8a9b-0c1d2e3f4a5b', title: 'Weekend moderator' });
    const { fetchMock } = renderBrowse('/jobs', (request) =>
      new URL(request.url).searchParams.get('cursor') === 'cursor-1' ? page([second]) : page([offer], { 'X-Next-Cursor': 'cursor-1' }),
    );

    expect(await screen.findByText('1+ jobs found')).toBeTruthy();
    expect(screen.queryByText('Weekend moderator')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Weekend moderator')).toBeTruthy();
    expect(screen.getByText('Night chat operator')).toBeTruthy();
    expect(lastSearchQuery(fetchMock).get('cursor')).toBe('cursor-1');
    expect(screen.getByText('2 jobs found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("shows 'Failed to fetch jobs' when the search fails, and can try again", async () => {
    let failing = true;
    renderBrowse('/jobs', () => (failing ? jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'Boom' }, 500) : page([offer])));

    expect(await screen.findByText('Failed to fetch jobs')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Browse Jobs' })).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 job found')).toBeTruthy();
  });
});

/** A phone-sized viewport: only the small-screen media query matches. */
function mockSmallScreen() {
  stubMatchMedia((query) => query === SMALL_SCREEN_QUERY);
}

describe('browse jobs on a small screen', () => {
  it('puts the filters behind a Filters button, ahead of the results', async () => {
    mockSmallScreen();
    renderBrowse('/jobs', () => page([offer]));

    expect(await screen.findByText('1 job found')).toBeTruthy();
    expect(card('Night chat operator')).toBeTruthy();
    const filtersButton = screen.getByRole('button', { name: 'Filters' });
    expect(filtersButton.getAttribute('aria-haspopup')).toBe('dialog');
    // Which of the two shows is the stylesheet's to say, by width (the browser tests check it at 390 and 1280 px).
    expect(filtersButton.classList).toContain('mantine-hidden-from-md');
    expect(screen.getByRole('complementary', { name: 'Filters' }).parentElement?.classList).toContain('mantine-visible-from-md');
  });

  it('counts the active filters on the button and changes them in a drawer', async () => {
    mockSmallScreen();
    const { fetchMock, router } = renderBrowse('/jobs?type=offer&verified=true&search=chat', () => page([offer]));

    await screen.findByText('1 job found');
    fireEvent.click(screen.getByRole('button', { name: 'Filters, 2 active' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole<HTMLInputElement>('radio', { name: 'Job Offers' }).checked).toBe(true);

    fireEvent.click(within(drawer).getByRole('radio', { name: 'Availability' }));
    await waitFor(() => expect(lastSearchQuery(fetchMock).get('jobType')).toBe('job_seeking'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));

    fireEvent.click(within(drawer).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeTruthy();
  });

  it('opens no drawer on a large screen', async () => {
    renderBrowse('/jobs', () => page([offer]));

    await screen.findByText('1 job found');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
  });
});

describe('formatResultsCount', () => {
  const pageOf = (count: number, nextCursor: string | null = null): JobSearchPage => ({
    jobs: Array.from({ length: count }, () => offer),
    nextCursor,
  });

  it('counts the posts once every page is loaded, singular for one', () => {
    expect(formatResultsCount([pageOf(1)])).toBe('1 job found');
    expect(formatResultsCount([pageOf(0)])).toBe('0 jobs found');
    expect(formatResultsCount([pageOf(20, 'c1'), pageOf(22)])).toBe('42 jobs found');
  });

  it('adds a plus sign while more pages remain', () => {
    expect(formatResultsCount([pageOf(20, 'c1')])).toBe('20+ jobs found');
    expect(formatResultsCount([pageOf(20, 'c1'), pageOf(20, 'c2')])).toBe('40+ jobs found');
  });
});
