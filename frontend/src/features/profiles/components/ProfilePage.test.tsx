import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PortfolioItem, PublicProfile, User } from '../../../api/types';
import { expectFieldError, expectNoFieldError } from '../../../test/field-error';
import { errorResponse, jsonResponse, mockFetch, requestedRoutes, requestsTo } from '../../../test/fetch';
import {
  CLIENT_ID,
  makeJob,
  makeParty,
  makePortfolioItem,
  makePublicProfile,
  makeReview,
  makeTrustScoreBreakdown,
  makeUser,
  PORTFOLIO_ITEM_ID,
  REVIEWER_ID,
} from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { stubXhr } from '../../../test/xhr';

const grace = makePublicProfile();
/** Grace signed in, for her own profile. */
const graceUser = makeUser({ ...grace, email: 'grace@demo.local', usernameLastChanged: null, usernameChangeAllowedAt: null });
const visitor = makeUser({ role: 'client' });

type Routes = Parameters<typeof mockFetch>[0];

function renderProfile(path: string, viewer: User, routes: Routes = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': viewer,
    [`GET /api/users/${CLIENT_ID}`]: grace,
    [`GET /api/portfolio/${CLIENT_ID}`]: [makePortfolioItem()],
    [`GET /api/reviews/${CLIENT_ID}`]: [makeReview()],
    [`GET /api/reviews/${CLIENT_ID}/trust-score`]: makeTrustScoreBreakdown(),
    ...routes,
  });
  return { fetchMock, ...renderApp(path) };
}

function card(heading: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name: heading }).closest<HTMLElement>('.mantine-Card-root')!;
}

async function profileLoaded() {
  await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' });
}

async function openEditForm(): Promise<HTMLElement> {
  await profileLoaded();
  fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  return screen.findByRole('dialog', { name: 'Edit Profile' });
}

describe('a profile seen by its owner', () => {
  it('shows the details, trust score, portfolio and reviews, with Edit Profile instead of Send Message', async () => {
    renderProfile('/profile', graceUser, {
      [`GET /api/reviews/${CLIENT_ID}`]: [
        makeReview(),
        makeReview({ id: 'a9b8c7d6-e5f4-4a3b-8c2d-1e0f9a8b7c6d', rating: 2, comment: 'Late twice.', status: 'waiting', publishedAt: null }),
      ],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    await profileLoaded();
    const summary = card('Grace Hopper');
    expect(within(summary).getByText('@grace')).toBeTruthy();
    expect(within(summary).getByText('Verified')).toBeTruthy();
    expect(within(summary).getByText('Worker')).toBeTruthy();
    expect(within(summary).getByText('Lisbon, Portugal')).toBeTruthy();
    expect(within(summary).getByText('$35/hr')).toBeTruthy();
    expect(within(summary).getByText('3 jobs completed')).toBeTruthy();
    // The rating is the reviews' average and count; the trust score stays a score (decision 0062).
    expect(within(summary).getByText('★ 4.8 · 12 reviews')).toBeTruthy();
    expect(within(summary).getByText(`Member since ${new Date('2024-01-15T10:00:00.000Z').toLocaleDateString()}`)).toBeTruthy();
    expect(within(summary).getByRole('button', { name: 'Edit Profile' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Send Message' })).toBeNull();

    expect(within(card('Trust score')).getByText('72/100')).toBeTruthy();
    expect(within(card('Trust score')).queryByText(/★/)).toBeNull();
    expect(within(card('Trust score')).getByText(/^Measures how far others can rely on this account/)).toBeTruthy();

    const about = card('About');
    expect(within(about).getByText('Night-shift chat operator with five years of live support.')).toBeTruthy();
    for (const tag of ['Zendesk', 'Live chat', 'English', 'Portuguese']) expect(within(about).getByText(tag)).toBeTruthy();

    const portfolio = card('Portfolio');
    const item = await within(portfolio).findByRole('article', { name: 'Support playbook' });
    expect(within(item).getByRole('img', { name: 'Support playbook' }).getAttribute('src')).toBe('/media/portfolio/playbook.webp');
    expect(within(item).getByText('Macros and escalation paths for a 24/7 chat team.')).toBeTruthy();
    expect(within(portfolio).getByRole('button', { name: 'Add item' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Edit Support playbook' })).toBeTruthy();

    const reviews = card('Reviews');
    const reviewer = await within(reviews).findAllByRole('link', { name: 'Ada Lovelace' });
    expect(reviewer[0].getAttribute('href')).toBe(`/profile/${REVIEWER_ID}`);
    expect(within(reviews).getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(within(reviews).getByText('Quick, friendly and thorough.')).toBeTruthy();
    // Each review says which job it was for.
    expect(within(reviews).getAllByText('For: Night chat operator')).toHaveLength(2);
    expect(within(reviews).getAllByText(new Date('2024-06-05T10:00:00.000Z').toLocaleDateString())).toHaveLength(2);
    // Only the waiting one is marked.
    expect(within(reviews).getAllByText('Visible once published')).toHaveLength(1);
    expect(within(reviews).getByText('Visible once published').closest('li')?.textContent).toContain('Late twice.');
  });

  it('tells the owner which portfolio item an administrator took down, and marks a suspended reviewer', async () => {
    renderProfile('/profile', graceUser, {
      [`GET /api/portfolio/${CLIENT_ID}`]: [
        makePortfolioItem({ takenDown: { reason: 'Shows a customer’s personal data', at: '2026-11-25T10:00:00.000Z' } }),
      ],
      [`GET /api/reviews/${CLIENT_ID}`]: [
        makeReview({ reviewer: makeParty({ id: REVIEWER_ID, firstName: 'Ada', lastName: 'Lovelace', isSuspended: true }) }),
      ],
      [`GET /api/appeals/subjects/${PORTFOLIO_ITEM_ID}`]: {
        action: {
          id: 'e0000000-0000-4000-8000-000000000001',
          kind: 'portfolio_takedown',
          subjectId: PORTFOLIO_ITEM_ID,
          reason: 'Shows a customer’s personal data',
          endsAt: null,
          status: 'active',
          createdAt: '2026-11-25T10:00:00.000Z',
        },
        appeal: {
          id: 'f0000000-0000-4000-8000-000000000001',
          text: 'It is a made-up address.',
          status: 'upheld',
          decisionReason: 'It shows a customer’s address',
          createdAt: '2026-11-26T10:00:00.000Z',
          decidedAt: '2026-11-27T10:00:00.000Z',
        },
        canAppeal: false,
      },
    });
    await profileLoaded();

    const item = await within(card('Portfolio')).findByRole('article', { name: 'Support playbook' });
    expect(within(item).getByText('Taken down by an administrator')).toBeTruthy();
    expect(within(item).getByText('Reason: Shows a customer’s personal data')).toBeTruthy();
    // Read, removed or appealed (decision 0065): not edited; the appeal filed shows where it stands.
    expect(within(item).queryByRole('button', { name: 'Edit Support playbook' })).toBeNull();
    expect(within(item).getByRole('button', { name: 'Remove Support playbook' })).toBeTruthy();
    expect(await within(item).findByText(`Appeal declined on ${new Date('2026-11-27T10:00:00.000Z').toLocaleDateString()}`)).toBeTruthy();
    expect(within(item).getByText('Reason: It shows a customer’s address')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Appeal' })).toBeNull();
    const review = (await within(card('Reviews')).findByText('Quick, friendly and thorough.')).closest('li')!;
    expect(within(review).getByText('Suspended')).toBeTruthy();
  });

  it('explains the trust score part by part when asked', async () => {
    const { fetchMock } = renderProfile(`/profile/${CLIENT_ID}`, graceUser);
    await profileLoaded();
    const trust = card('Trust score');
    const toggle = within(trust).getByRole('button', { name: 'How is this calculated?' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(requestedRoutes(fetchMock)).not.toContain(`GET /api/reviews/${CLIENT_ID}/trust-score`);

    fireEvent.click(toggle);

    expect(await within(trust).findByText('Verified identity')).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const parts = within(trust)
      .getAllByRole('listitem')
      .map((part) => part.textContent);
    expect(parts).toEqual([
      expect.stringContaining('30 / 30 points'),
      expect.stringContaining('37 / 50 points'),
      expect.stringContaining('5 / 20 points'),
    ]);
    expect(within(trust).getByText('Identity verified: yes')).toBeTruthy();
    // What counted, and what did not.
    expect(within(trust).getByText('3 of 8 published reviews counted, averaging 4.20 of 5')).toBeTruthy();
    expect(within(trust).getByText('1 was of contracts that did not count')).toBeTruthy();
    expect(within(trust).getByText('4 were repeats from a reviewer already counted')).toBeTruthy();
    expect(within(trust).getByText('1 from unverified accounts count half')).toBeTruthy();
    expect(within(trust).getByText('3 of 10 completed contracts counted')).toBeTruthy();
    expect(within(trust).getByText('2 were shorter than 3 days')).toBeTruthy();
    expect(within(trust).getByText('5 were repeats with someone already counted')).toBeTruthy();
    expect(within(trust).getByText('1 with unverified accounts count half')).toBeTruthy();
    expect(
      within(trust).getByText(
        '2 points for each different client or worker, up to 10, once a contract with them ran 3 days; weighed like their reviews.',
      ),
    ).toBeTruthy();
  });

  it('marks a missing first or last name under the field and sends nothing', async () => {
    const { fetchMock } = renderProfile('/profile', graceUser);
    const dialog = await openEditForm();
    const firstName = within(dialog).getByRole('textbox', { name: /First name/ });
    const lastName = within(dialog).getByRole('textbox', { name: /Last name/ });

    fireEvent.change(firstName, { target: { value: '   ' } });
    fireEvent.change(lastName, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expectFieldError(firstName, 'First name is required'));
    expectFieldError(lastName, 'Last name is required');
    expect(document.activeElement).toBe(firstName);
    expect(requestedRoutes(fetchMock)).not.toContain('PATCH /api/users/profile');
  });

  it("toasts 'Failed to update profile' with the server's message, under the field it is about", async () => {
    renderProfile('/profile', graceUser, {
      'PATCH /api/users/profile': jsonResponse(
        {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Hourly rate must be a number with at most 2 decimals',
          details: { fields: [{ field: 'hourlyRate', errors: ['Hourly rate must be a number with at most 2 decimals'] }] },
        },
        400,
      ),
    });
    const dialog = await openEditForm();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update profile')).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByText('Hourly rate must be a number with at most 2 decimals')).toBeTruthy();
    const rate = within(dialog).getByRole('textbox', { name: 'Hourly rate' });
    await waitFor(() => expectFieldError(rate, 'Hourly rate must be a number with at most 2 decimals'));
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeTruthy();
  });

  it('saves the edited profile, toasts, and refreshes the profile and the signed-in user', async () => {
    let current = grace;
    const { fetchMock } = renderProfile('/profile', graceUser, {
      [`GET /api/users/${CLIENT_ID}`]: () => jsonResponse(current),
      'PATCH /api/users/profile': async (request) => {
        current = { ...current, ...((await request.clone().json()) as Partial<PublicProfile>) };
        return jsonResponse({ ...graceUser, ...current });
      },
    });
    const dialog = await openEditForm();
    const userLoads = requestsTo(fetchMock, 'GET /api/auth/user').length;

    fireEvent.change(within(dialog).getByRole('textbox', { name: /First name/ }), { target: { value: '  Gracie ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Bio' }), { target: { value: 'Chat and email support.' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Location' }), { target: { value: '' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Hourly rate' }), { target: { value: '42.5' } });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Currency' }));
    fireEvent.click(await screen.findByRole('option', { name: 'EUR' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(await requestsTo(fetchMock, 'PATCH /api/users/profile')[0].json()).toEqual({
      firstName: 'Gracie',
      lastName: 'Hopper',
      bio: 'Chat and email support.',
      location: null,
      hourlyRate: { currency: 'EUR', amount: 4250 },
      skills: ['Zendesk', 'Live chat'],
      languages: ['English', 'Portuguese'],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Gracie Hopper' })).toBeTruthy();
    expect(screen.getByText('€42.50/hr')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Edit Profile' })).toBeNull();
    expect(requestsTo(fetchMock, 'GET /api/auth/user').length).toBeGreaterThan(userLoads);
  });

  it('only previews a chosen picture: Cancel sends nothing and leaves the picture as it was', async () => {
    const { fetchMock } = renderProfile('/profile', graceUser);
    const storage = stubXhr(() => ({ status: 200 }));
    const dialog = await openEditForm();
    const avatarImage = () => dialog.querySelector<HTMLImageElement>('img');
    const before = avatarImage()?.getAttribute('src') ?? null;

    const picture = new File([new Uint8Array(64)], 'me.png', { type: 'image/png' });
    fireEvent.change(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [picture] } });
    await waitFor(() => expect(avatarImage()?.getAttribute('src')).toMatch(/^blob:/));
    expect(within(dialog).getByText('The new picture is saved with the profile.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Profile' })).toBeNull());
    expect(storage.sent).toEqual([]);
    const sentRoutes = requestedRoutes(fetchMock);
    for (const route of [
      'GET /api/users/profile-picture-upload-url',
      'POST /api/users/profile-picture/finalize',
      'PATCH /api/users/profile',
    ]) {
      expect(sentRoutes).not.toContain(route);
    }
    // Opened again, it starts from the saved picture.
    const reopened = await openEditForm();
    expect(reopened.querySelector('img')?.getAttribute('src') ?? null).toBe(before);
  });

  it('applies a chosen picture on Save: upload, finalize, then the profile', async () => {
    const { fetchMock } = renderProfile('/profile', graceUser, {
      'GET /api/users/profile-picture-upload-url': { uploadUrl: '/api/storage/uploads/pic.sig', objectPath: 'pending/pic' },
      'POST /api/users/profile-picture/finalize': { profileImageUrl: '/media/pictures/new.webp' },
      'PATCH /api/users/profile': jsonResponse({ ...graceUser, profileImageUrl: '/media/pictures/new.webp' }),
    });
    const storage = stubXhr(() => ({ status: 200 }));
    const dialog = await openEditForm();

    const picture = new File([new Uint8Array(64)], 'me.png', { type: 'image/png' });
    fireEvent.change(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [picture] } });
    expect(storage.sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(storage.sent[0]).toMatchObject({ method: 'PUT', url: '/api/storage/uploads/pic.sig', body: picture });
    const order = requestedRoutes(fetchMock).filter((route) => /profile-picture|PATCH/.test(route));
    expect(order).toEqual([
      'GET /api/users/profile-picture-upload-url',
      'POST /api/users/profile-picture/finalize',
      'PATCH /api/users/profile',
    ]);
    expect(await requestsTo(fetchMock, 'POST /api/users/profile-picture/finalize')[0].json()).toEqual({ objectPath: 'pending/pic' });
    expect(await requestsTo(fetchMock, 'PATCH /api/users/profile')[0].json()).not.toHaveProperty('profileImageUrl');
  });

  it('adds a portfolio item with an image: upload, then save with its objectPath', async () => {
    let items: PortfolioItem[] = [];
    const added = makePortfolioItem({ id: 'b1b2b3b4-c5c6-4d7d-8e8e-f9f9f9f9f9f9', title: 'Ticket dashboard', description: null });
    const { fetchMock } = renderProfile('/profile', graceUser, {
      [`GET /api/portfolio/${CLIENT_ID}`]: () => jsonResponse(items),
      'GET /api/portfolio/image-upload-url': { uploadUrl: '/api/storage/uploads/p.sig', objectPath: 'uploads/p' },
      'POST /api/portfolio': () => {
        items = [added];
        return jsonResponse(added, 201);
      },
    });
    const storage = stubXhr(() => ({ status: 200 }));
    await profileLoaded();
    expect(await within(card('Portfolio')).findByText('Show your work: add screenshots, samples or results.')).toBeTruthy();

    fireEvent.click(within(card('Portfolio')).getByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add portfolio item' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await waitFor(() => expectFieldError(title, 'Title is required'));
    expect(requestedRoutes(fetchMock)).not.toContain('GET /api/portfolio/image-upload-url');

    fireEvent.change(title, { target: { value: 'Ticket dashboard' } });
    expectNoFieldError(title);
    const image = new File([new Uint8Array(32)], 'dashboard.png', { type: 'image/png' });
    fireEvent.change(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [image] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));

    expect(await screen.findByText('Portfolio item added')).toBeTruthy();
    expect(storage.sent[0]).toMatchObject({ method: 'PUT', url: '/api/storage/uploads/p.sig', body: image });
    expect(await requestsTo(fetchMock, 'POST /api/portfolio')[0].json()).toEqual({
      title: 'Ticket dashboard',
      description: null,
      imageObjectPath: 'uploads/p',
    });
    expect(await within(card('Portfolio')).findByRole('article', { name: 'Ticket dashboard' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add portfolio item' })).toBeNull();
  });

  it('marks a portfolio image over 5 MB at once, before anything is sent', async () => {
    renderProfile('/profile', graceUser);
    await profileLoaded();
    fireEvent.click(await within(card('Portfolio')).findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add portfolio item' });
    const tooLarge = new File([], 'huge.png', { type: 'image/png' });
    Object.defineProperty(tooLarge, 'size', { value: 5 * 1024 * 1024 + 1 });

    fireEvent.change(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [tooLarge] } });

    expect(await within(dialog).findByText('Portfolio image must be less than 5MB')).toBeTruthy();
  });

  it('removes a portfolio item after confirming', async () => {
    let items = [makePortfolioItem()];
    const { fetchMock } = renderProfile('/profile', graceUser, {
      [`GET /api/portfolio/${CLIENT_ID}`]: () => jsonResponse(items),
      [`DELETE /api/portfolio/${PORTFOLIO_ITEM_ID}`]: () => {
        items = [];
        return new Response(null, { status: 204 });
      },
    });
    await profileLoaded();

    fireEvent.click(await within(card('Portfolio')).findByRole('button', { name: 'Remove Support playbook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this portfolio item?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Portfolio item removed')).toBeTruthy();
    expect(requestsTo(fetchMock, `DELETE /api/portfolio/${PORTFOLIO_ITEM_ID}`)).toHaveLength(1);
    expect(within(card('Portfolio')).queryByRole('article', { name: 'Support playbook' })).toBeNull();
  });
});

describe('a profile seen by someone else', () => {
  it('offers Send Message to their conversation, and no way to edit', async () => {
    renderProfile(`/profile/${CLIENT_ID}`, visitor);
    await profileLoaded();

    const sendMessage = screen.getByRole('link', { name: 'Send Message' });
    expect(sendMessage.getAttribute('href')).toBe(`/messages?userId=${CLIENT_ID}`);
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    await within(card('Portfolio')).findByRole('article', { name: 'Support playbook' });
    expect(within(card('Portfolio')).queryByRole('button', { name: 'Add item' })).toBeNull();
    expect(within(card('Portfolio')).queryByRole('button', { name: /^Edit|^Remove/ })).toBeNull();
  });

  it('says when there is no trust score yet and no reviews', async () => {
    renderProfile(`/profile/${CLIENT_ID}`, visitor, {
      [`GET /api/users/${CLIENT_ID}`]: makePublicProfile({ trustScore: null, bio: null, skills: [] }),
      [`GET /api/reviews/${CLIENT_ID}`]: [],
    });
    await profileLoaded();

    expect(within(card('Trust score')).getByText(/^No trust score yet/)).toBeTruthy();
    expect(await within(card('Reviews')).findByText('No reviews yet.')).toBeTruthy();
    expect(within(card('About')).getByText('No bio yet.')).toBeTruthy();
    expect(within(card('About')).getByText('No skills listed.')).toBeTruthy();
  });

  it.each([
    ['an unknown id', 'b0b0b0b0-0000-4000-8000-000000000000', errorResponse(404, 'IDENTITY.USER_NOT_FOUND', 'User not found')],
    ['a malformed id', 'nobody', errorResponse(400, 'VALIDATION_FAILED', 'Validation failed (uuid is expected)')],
  ])("shows 'User not found' for %s", async (_case, id, answer) => {
    const { fetchMock } = renderProfile(`/profile/${id}`, visitor, { [`GET /api/users/${id}`]: answer });

    expect(await screen.findByText('User not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse service providers' }).getAttribute('href')).toBe('/freelancers');
    expect(requestedRoutes(fetchMock)).not.toContain(`GET /api/portfolio/${id}`);
  });
});

describe("a client's profile", () => {
  const ada = makePublicProfile({
    firstName: 'Ada',
    lastName: 'Byron',
    username: 'ada',
    role: 'client',
    hourlyRate: null,
    skills: [],
    languages: [],
    completedJobsCount: 0,
    completedHiresCount: 2,
  });
  const firstOffer = makeJob({ id: '1c0ffee0-0000-4000-8000-000000000001', title: 'Night chat operator', applicationCount: 1 });
  const secondOffer = makeJob({ id: '1c0ffee0-0000-4000-8000-000000000002', title: 'Weekend email support' });
  const olderOffer = makeJob({ id: '1c0ffee0-0000-4000-8000-000000000003', title: 'Holiday phone cover' });
  const OPEN_JOBS_ROUTE = `GET /api/jobs/client/${CLIENT_ID}`;

  function renderClientProfile(routes: Routes = {}) {
    return renderProfile(`/profile/${CLIENT_ID}`, visitor, {
      [`GET /api/users/${CLIENT_ID}`]: ada,
      [`GET /api/portfolio/${CLIENT_ID}`]: [],
      [OPEN_JOBS_ROUTE]: [firstOffer, secondOffer],
      ...routes,
    });
  }

  async function clientLoaded() {
    await screen.findByRole('heading', { level: 2, name: 'Ada Byron' });
  }

  it('counts the contracts completed as a client, and leaves out the empty skills, languages and portfolio', async () => {
    renderClientProfile();
    await clientLoaded();

    const summary = card('Ada Byron');
    expect(within(summary).getByText('2 contracts completed as a client')).toBeTruthy();
    expect(within(summary).queryByText(/jobs? completed/)).toBeNull();
    const about = card('About');
    expect(within(about).queryByRole('heading', { name: 'Skills' })).toBeNull();
    expect(within(about).queryByRole('heading', { name: 'Languages' })).toBeNull();
    expect(within(about).queryByText('No skills listed.')).toBeNull();
    await within(card('Open jobs')).findByRole('link', { name: 'Night chat operator' });
    expect(screen.queryByRole('heading', { level: 2, name: 'Portfolio' })).toBeNull();
  });

  it('keeps the empty portfolio for the client who owns the profile: it is where they add an item', async () => {
    const owner = makeUser({ ...ada, email: 'ada@demo.local', usernameLastChanged: null, usernameChangeAllowedAt: null });
    renderProfile(`/profile/${CLIENT_ID}`, owner, {
      [`GET /api/users/${CLIENT_ID}`]: ada,
      [`GET /api/portfolio/${CLIENT_ID}`]: [],
      [OPEN_JOBS_ROUTE]: [firstOffer],
    });
    await clientLoaded();
    expect(await within(card('Portfolio')).findByRole('button', { name: 'Add item' })).toBeTruthy();
  });

  it('shows the skills, languages and portfolio a client filled in', async () => {
    renderClientProfile({
      [`GET /api/users/${CLIENT_ID}`]: { ...ada, skills: ['Hiring'], languages: [] },
      [`GET /api/portfolio/${CLIENT_ID}`]: [makePortfolioItem()],
    });
    await clientLoaded();

    expect(within(card('About')).getByText('Hiring')).toBeTruthy();
    expect(within(card('About')).queryByRole('heading', { name: 'Languages' })).toBeNull();
    expect(await screen.findByRole('article', { name: 'Support playbook' })).toBeTruthy();
  });

  it('lists the open job offers with links to them, asking for open offers only', async () => {
    const { fetchMock } = renderClientProfile();
    await clientLoaded();

    const openJobs = card('Open jobs');
    const link = await within(openJobs).findByRole('link', { name: 'Night chat operator' });
    expect(link.getAttribute('href')).toBe(`/jobs/${firstOffer.id}`);
    expect(within(openJobs).getByRole('link', { name: 'Weekend email support' }).getAttribute('href')).toBe(`/jobs/${secondOffer.id}`);
    expect(within(openJobs).getByText(/1 application$/)).toBeTruthy();
    expect(within(openJobs).queryByRole('button', { name: 'Show more open jobs' })).toBeNull();
    expect(within(openJobs).queryByRole('link', { name: 'Manage in My Jobs' })).toBeNull();

    const [request] = requestsTo(fetchMock, OPEN_JOBS_ROUTE);
    const query = new URL(request.url).searchParams;
    expect(query.get('status')).toBe('open');
    expect(query.get('jobType')).toBe('job_offer');
    expect(query.get('limit')).toBe('3');
  });

  it('shows a few open jobs, and the rest on Show more', async () => {
    renderClientProfile({
      [OPEN_JOBS_ROUTE]: (request: Request) =>
        new URL(request.url).searchParams.get('cursor') === 'page-2'
          ? jsonResponse([olderOffer])
          : jsonResponse([firstOffer, secondOffer], 200, { 'X-Next-Cursor': 'page-2' }),
    });
    await clientLoaded();

    const openJobs = card('Open jobs');
    await within(openJobs).findByRole('link', { name: 'Weekend email support' });
    expect(within(openJobs).queryByRole('link', { name: 'Holiday phone cover' })).toBeNull();
    fireEvent.click(within(openJobs).getByRole('button', { name: 'Show more open jobs' }));
    expect(await within(openJobs).findByRole('link', { name: 'Holiday phone cover' })).toBeTruthy();
    await waitFor(() => expect(within(openJobs).queryByRole('button', { name: 'Show more open jobs' })).toBeNull());
  });

  it('says when there are no open jobs, and points the owner to My Jobs', async () => {
    const adaUser = makeUser({ ...ada, email: 'ada@demo.local', usernameLastChanged: null, usernameChangeAllowedAt: null });
    renderProfile('/profile', adaUser, {
      [`GET /api/users/${CLIENT_ID}`]: ada,
      [`GET /api/portfolio/${CLIENT_ID}`]: [],
      [OPEN_JOBS_ROUTE]: [],
    });
    await clientLoaded();

    const openJobs = card('Open jobs');
    expect(await within(openJobs).findByText('No open jobs right now.')).toBeTruthy();
    expect(within(openJobs).getByRole('link', { name: 'Manage in My Jobs' }).getAttribute('href')).toBe('/my-jobs');
  });

  it('shows a visitor who is not signed in the open jobs too', async () => {
    renderClientProfile({ 'GET /api/auth/user': errorResponse(401, 'AUTH.UNAUTHENTICATED', 'Sign in first') });
    await clientLoaded();

    expect(await within(card('Open jobs')).findByRole('link', { name: 'Night chat operator' })).toBeTruthy();
    expect(within(card('Ada Byron')).getByText('2 contracts completed as a client')).toBeTruthy();
  });

  it("asks for no open jobs on a freelancer's profile", async () => {
    const { fetchMock } = renderProfile(`/profile/${CLIENT_ID}`, visitor);
    await profileLoaded();
    await within(card('Portfolio')).findByRole('article', { name: 'Support playbook' });

    expect(screen.queryByRole('heading', { level: 2, name: 'Open jobs' })).toBeNull();
    expect(requestedRoutes(fetchMock)).not.toContain(OPEN_JOBS_ROUTE);
  });
});
