import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser, PortfolioItem } from '../../../api/types';
import { jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { AMARA_ID, CLIENT_ID, makePortfolioItem, makeTrustScoreBreakdown, makeUser, PORTFOLIO_ITEM_ID } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { makeAdminUser, makeEnforcementAction } from '../people.fixture';

const admin = makeUser({ id: CLIENT_ID, role: 'admin', firstName: 'Grace', lastName: 'Hopper', username: 'grace', twoFactorEnabled: true });
const TAKEN_DOWN_ID = 'e1d2c3b4-a5f6-4e7d-8c9b-0a1b2c3d4e60';
const ENFORCE_ROUTE = 'POST /api/admin/enforcement-actions';

type Routes = Parameters<typeof mockFetch>[0];

function renderUserPage(person: AdminUser, portfolio: Routes[string], routes: Routes = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': admin,
    'GET /api/conversations/unread-count': { unreadMessages: 0 },
    'GET /api/notifications': [],
    [`GET /api/admin/users/${person.id}`]: person,
    [`GET /api/admin/users/${person.id}/verifications`]: [],
    [`GET /api/admin/users/${person.id}/reports`]: { filed: [], against: [] },
    [`GET /api/admin/users/${person.id}/disputes`]: [],
    'GET /api/admin/enforcement-actions': [],
    [`GET /api/reviews/${person.id}/trust-score`]: makeTrustScoreBreakdown(),
    [`GET /api/portfolio/${person.id}`]: portfolio,
    ...routes,
  });
  return { fetchMock, ...renderApp(`/admin/users/${person.id}`) };
}

const shown = makePortfolioItem({ userId: AMARA_ID });
const takenDown = makePortfolioItem({
  id: TAKEN_DOWN_ID,
  userId: AMARA_ID,
  title: 'Copied logo',
  imageUrl: null,
  takenDown: { reason: 'Someone else’s work.', at: '2026-11-20T10:00:00.000Z' },
});

describe("the Portfolio section of an account's page", () => {
  it('lists the items with their image and description, and takes one down with a reason', async () => {
    let portfolio: PortfolioItem[] = [shown];
    const takedown = makeEnforcementAction({ kind: 'portfolio_takedown', subjectId: PORTFOLIO_ITEM_ID, reason: 'Plagiarised.' });
    const { fetchMock } = renderUserPage(makeAdminUser(), () => jsonResponse(portfolio), {
      [ENFORCE_ROUTE]: () => {
        portfolio = [{ ...shown, takenDown: { reason: 'Plagiarised.', at: takedown.createdAt } }];
        return jsonResponse(takedown, 201);
      },
      'GET /api/admin/enforcement-actions': () => jsonResponse(requestsTo(fetchMock, ENFORCE_ROUTE).length ? [takedown] : []),
    });

    const section = await screen.findByRole('region', { name: 'Portfolio' });
    const item = await within(section).findByRole('listitem', { name: 'Support playbook' });
    expect(within(item).getByText('Macros and escalation paths for a 24/7 chat team.')).toBeTruthy();
    expect(within(item).getByRole('img', { name: 'Support playbook' }).getAttribute('src')).toBe('/media/portfolio/playbook.webp');
    expect(within(item).queryByText('Taken down')).toBeNull();

    fireEvent.click(within(item).getByRole('button', { name: 'Take down portfolio item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take down portfolio item' });
    expect(within(dialog).getByText(/Take down “Support playbook”/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: ' Plagiarised. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take down' }));

    expect(await screen.findByText('Portfolio item taken down')).toBeTruthy();
    const [sent] = requestsTo(fetchMock, ENFORCE_ROUTE);
    expect(await sent.json()).toEqual({ kind: 'portfolio_takedown', subjectId: PORTFOLIO_ITEM_ID, reason: 'Plagiarised.' });
    // Both the portfolio and the enforcement history are fetched again.
    expect(await within(item).findByText('Taken down')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Take down portfolio item' })).toBeNull();
    const history = screen.getByRole('region', { name: 'Enforcement history' });
    expect(await within(history).findByText('Portfolio item taken down')).toBeTruthy();
  });

  it('shows a taken-down item with its reason and no takedown button', async () => {
    renderUserPage(makeAdminUser(), [takenDown]);

    const item = await screen.findByRole('listitem', { name: 'Copied logo' });
    expect(within(item).getByText('Taken down')).toBeTruthy();
    expect(
      within(item).getByText(`Taken down ${new Date('2026-11-20T10:00:00.000Z').toLocaleDateString()}: Someone else’s work.`),
    ).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Take down portfolio item' })).toBeNull();
  });

  it('offers no takedown of your own items', async () => {
    const self = makeAdminUser({ id: CLIENT_ID, firstName: 'Grace', lastName: 'Hopper', role: 'admin' });
    renderUserPage(self, [makePortfolioItem()]);

    const section = await screen.findByRole('region', { name: 'Portfolio' });
    const item = await within(section).findByRole('listitem', { name: 'Support playbook' });
    expect((within(item).getByRole('button', { name: 'Take down portfolio item' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(section).getByText('You cannot take down your own portfolio items.')).toBeTruthy();
  });

  it('says when the account has no portfolio items', async () => {
    renderUserPage(makeAdminUser(), []);

    const section = await screen.findByRole('region', { name: 'Portfolio' });
    expect(await within(section).findByText('No portfolio items.')).toBeTruthy();
  });
});
