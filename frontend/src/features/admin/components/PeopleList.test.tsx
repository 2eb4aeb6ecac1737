import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../../../api/types';
import { errorResponse, jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import {
  AMARA_ID,
  CLIENT_ID,
  makeAdminReport,
  makeAdminVerification,
  makeQueueSummaries,
  makeTrustScoreBreakdown,
  makeUser,
} from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { ACTION_ID, makeAdminUser, makeEnforcementAction } from '../people.fixture';

const admin = makeUser({ id: CLIENT_ID, role: 'admin', firstName: 'Grace', lastName: 'Hopper', username: 'grace', twoFactorEnabled: true });
const PEOPLE_ROUTE = 'GET /api/admin/users';

type Routes = Parameters<typeof mockFetch>[0];

function renderAt(path: string, routes: Routes = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': admin,
    'GET /api/conversations/unread-count': { unreadMessages: 0 },
    'GET /api/notifications': [],
    'GET /api/admin/stats': { totalUsers: 2, totalUsersApproximate: false, pendingVerifications: 0, activeReports: 0, openDisputes: 0 },
    'GET /api/admin/queues': makeQueueSummaries(),
    ...routes,
  });
  return { fetchMock, ...renderApp(path) };
}

const suspendedClient = makeAdminUser({
  id: 'c1c1c1c1-0000-4000-8000-000000000001',
  firstName: 'Lin',
  lastName: 'Wei',
  username: 'lin',
  email: 'lin@demo.local',
  role: 'client',
  isVerified: true,
  twoFactorEnabled: true,
  suspension: { until: null, reason: 'Fraud.', since: '2026-11-26T10:00:00.000Z' },
});

function searchedFor(fetchMock: ReturnType<typeof mockFetch>): (string | null)[] {
  return requestsTo(fetchMock, PEOPLE_ROUTE).map((request) => new URL(request.url).searchParams.get('q'));
}

describe('the People section', () => {
  it('lists accounts newest first with their role and badges, each linked to its page', async () => {
    renderAt('/admin/people', { [PEOPLE_ROUTE]: [suspendedClient, makeAdminUser()] });

    const list = await screen.findByRole('list', { name: 'People' });
    expect(screen.getByRole('tab', { name: 'People' }).getAttribute('aria-selected')).toBe('true');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Lin Wei', 'Amara Okafor']);
    expect(within(rows[0]).getByText('@lin · lin@demo.local')).toBeTruthy();
    for (const badge of ['Client', 'Verified', 'Suspended', '2FA']) expect(within(rows[0]).getByText(badge)).toBeTruthy();
    expect(within(rows[1]).getByText('Worker')).toBeTruthy();
    for (const badge of ['Verified', 'Suspended', '2FA']) expect(within(rows[1]).queryByText(badge)).toBeNull();
    expect(within(rows[1]).getByRole('link', { name: 'Amara Okafor' }).getAttribute('href')).toBe(`/admin/users/${AMARA_ID}`);
  });

  it('searches by what is typed, and loads the next page after the last account of a full one', async () => {
    const fullPage = Array.from({ length: 50 }, (_, index) =>
      makeAdminUser({ id: `a0a0a0a0-0000-4000-8000-${String(index).padStart(12, '0')}`, firstName: `Person${index}` }),
    );
    const { fetchMock } = renderAt('/admin/people', {
      [PEOPLE_ROUTE]: (request) => {
        const query = new URL(request.url).searchParams;
        if (query.get('q')) return jsonResponse([suspendedClient]);
        return jsonResponse(query.get('before') ? [makeAdminUser()] : fullPage);
      },
    });
    const loadMore = await screen.findByRole('button', { name: 'Load more' });
    fireEvent.click(loadMore);
    expect(await screen.findByRole('listitem', { name: 'Amara Okafor' })).toBeTruthy();
    const [, second] = requestsTo(fetchMock, PEOPLE_ROUTE);
    expect(new URL(second.url).searchParams.get('before')).toBe(fullPage[49].id);
    expect(new URL(second.url).searchParams.get('limit')).toBe('50');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search people' }), { target: { value: '  lin@demo ' } });

    // The search waits for typing to pause.
    expect(await screen.findByRole('listitem', { name: 'Lin Wei' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(searchedFor(fetchMock).filter(Boolean)).toEqual(['lin@demo']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when no one matches', async () => {
    renderAt('/admin/people', {
      [PEOPLE_ROUTE]: (request) => jsonResponse(new URL(request.url).searchParams.get('q') ? [] : [makeAdminUser()]),
    });
    await screen.findByRole('listitem', { name: 'Amara Okafor' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search people' }), { target: { value: 'nobody' } });

    expect(await screen.findByText('No one found')).toBeTruthy();
    expect(screen.getByText('No account\'s name, email or username holds "nobody".')).toBeTruthy();
  });

  it('asks an administrator without two-factor sign-in to set it up, before asking the server anything', async () => {
    const { fetchMock } = renderAt('/admin/people', { 'GET /api/auth/user': { ...admin, twoFactorEnabled: false } });

    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in to use the admin panel' })).toBeTruthy();
    expect(requestsTo(fetchMock, PEOPLE_ROUTE)).toHaveLength(0);
    expect(requestsTo(fetchMock, 'GET /api/admin/stats')).toHaveLength(0);
  });

  it('asks again when the server says the second factor went meanwhile (turned off in another tab)', async () => {
    // React reports the refusal the panel catches on the console.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusal = () => errorResponse(403, 'AUTH.SECOND_FACTOR_NOT_SET_UP', 'Set up two-factor sign-in to use the admin endpoints');
    renderAt('/admin/people', { 'GET /api/admin/stats': refusal, 'GET /api/admin/queues': refusal, [PEOPLE_ROUTE]: refusal });

    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in to use the admin panel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up two-factor sign-in' }).getAttribute('href')).toBe('/settings#two-factor');
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe("an account's page", () => {
  const userRoutes = (person: AdminUser): Routes => ({
    [`GET /api/admin/users/${person.id}`]: person,
    [`GET /api/admin/users/${person.id}/verifications`]: [
      makeAdminVerification({ status: 'rejected', reviewNote: 'The photo is blurred.' }),
    ],
    [`GET /api/admin/users/${person.id}/reports`]: {
      filed: [],
      against: [makeAdminReport({ reportType: 'user', targetId: person.id, targetName: fullNameOf(person), reason: 'Rude.' })],
    },
    [`GET /api/admin/users/${person.id}/disputes`]: [],
    'GET /api/admin/enforcement-actions': [makeEnforcementAction({ userId: person.id, subjectId: person.id })],
    [`GET /api/reviews/${person.id}/trust-score`]: makeTrustScoreBreakdown(),
  });

  function fullNameOf(person: AdminUser) {
    return `${person.firstName} ${person.lastName}`;
  }

  it('shows the account, its history and reports, and suspends it with a reason and a period', async () => {
    const person = makeAdminUser();
    const { fetchMock } = renderAt(`/admin/users/${AMARA_ID}`, {
      ...userRoutes(person),
      'POST /api/admin/enforcement-actions': jsonResponse(makeEnforcementAction(), 201),
    });

    expect(await screen.findByRole('heading', { name: 'Amara Okafor' })).toBeTruthy();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('amara@demo.local')).toBeTruthy();
    expect(within(account).getByText('Worker', { selector: 'p' })).toBeTruthy();
    expect(within(account).getByText(new Date('2026-10-01T10:00:00.000Z').toLocaleDateString())).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Trust score' })).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Enforcement history' });
    expect(await within(history).findByText('Asked for payment outside the platform.')).toBeTruthy();
    expect(within(history).getByRole('button', { name: 'Lift' })).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'Verification history' })).findByText('The photo is blurred.')).toBeTruthy();
    const against = await screen.findByRole('region', { name: 'Against Amara Okafor' });
    expect(within(against).getByText('Rude.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Filed by Amara Okafor' })).getByText('No reports filed.')).toBeTruthy();
    expect(
      requestsTo(fetchMock, 'GET /api/admin/enforcement-actions').map((request) => new URL(request.url).searchParams.get('userId')),
    ).toEqual([AMARA_ID]);

    fireEvent.click(within(account).getByRole('button', { name: 'Suspend account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend account' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Fraud.' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Period' }), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(await screen.findByText('Account suspended')).toBeTruthy();
    const [sent] = requestsTo(fetchMock, 'POST /api/admin/enforcement-actions');
    expect(await sent.json()).toMatchObject({ kind: 'suspension', subjectId: AMARA_ID, reason: 'Fraud.' });
  });

  it('lifts an active suspension with a reason', async () => {
    const person = makeAdminUser({
      suspension: { until: '2026-12-04T10:00:00.000Z', reason: 'Fraud.', since: '2026-11-27T10:00:00.000Z' },
    });
    const liftRoute = `POST /api/admin/enforcement-actions/${ACTION_ID}/lift`;
    const { fetchMock } = renderAt(`/admin/users/${AMARA_ID}`, {
      ...userRoutes(person),
      [liftRoute]: jsonResponse(makeEnforcementAction({ status: 'lifted', liftReason: 'Appeal accepted.' })),
    });

    const account = await screen.findByRole('region', { name: 'Account' });
    expect(within(account).getByText(`Suspended until ${new Date('2026-12-04T10:00:00.000Z').toLocaleDateString()}`)).toBeTruthy();
    expect(within(account).queryByRole('button', { name: 'Suspend account' })).toBeNull();

    const history = screen.getByRole('region', { name: 'Enforcement history' });
    fireEvent.click(await within(history).findByRole('button', { name: 'Lift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift suspension' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: ' Appeal accepted. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift' }));

    expect(await screen.findByText('Suspension lifted')).toBeTruthy();
    expect(await requestsTo(fetchMock, liftRoute)[0].json()).toEqual({ reason: 'Appeal accepted.' });
  });

  it('offers no suspension of an administrator or of your own account', async () => {
    const otherAdmin = makeAdminUser({ role: 'admin' });
    const { unmount } = renderAt(`/admin/users/${AMARA_ID}`, userRoutes(otherAdmin));
    const account = await screen.findByRole('region', { name: 'Account' });
    expect((within(account).getByRole('button', { name: 'Suspend account' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(account).getByText('Administrators cannot be suspended.')).toBeTruthy();
    unmount();

    const self = makeAdminUser({ id: CLIENT_ID, firstName: 'Grace', lastName: 'Hopper', role: 'admin' });
    renderAt(`/admin/users/${CLIENT_ID}`, userRoutes(self));
    const own = await screen.findByRole('region', { name: 'Account' });
    expect((within(own).getByRole('button', { name: 'Suspend account' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(own).getByText('You cannot suspend your own account.')).toBeTruthy();
  });
});
