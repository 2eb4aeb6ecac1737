import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import {
  AMARA_ID,
  CLIENT_ID,
  makeAdminVerification,
  makeQueueFacts,
  makeQueueSummaries,
  makeUser,
  VERIFICATION_ID,
} from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const admin = makeUser({ id: CLIENT_ID, role: 'admin', firstName: 'Grace', lastName: 'Hopper', username: 'grace', twoFactorEnabled: true });
const OTHER_ADMIN = { id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', name: 'Bea Admin', username: 'bea_admin' };
const TAKE_ROUTE = `POST /api/admin/queues/verifications/items/${VERIFICATION_ID}/take`;
const RELEASE_ROUTE = `POST /api/admin/queues/verifications/items/${VERIFICATION_ID}/release`;
const claim = (takenBy: typeof OTHER_ADMIN) => ({ takenBy, takenAt: '2026-11-21T10:00:00.000Z', expiresAt: '2026-11-21T10:30:00.000Z' });

function renderQueue(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': admin,
    'GET /api/conversations/unread-count': { unreadMessages: 0 },
    'GET /api/notifications': [],
    'GET /api/admin/stats': { totalUsers: 2, totalUsersApproximate: false, pendingVerifications: 1, activeReports: 0, openDisputes: 0 },
    'GET /api/admin/queues': makeQueueSummaries({ verifications: 1 }),
    ...routes,
  });
  return { fetchMock, ...renderApp('/admin/verifications') };
}

describe('an item of a work queue', () => {
  it('is taken with Take, says so, and is let go with Let go', async () => {
    let facts = makeQueueFacts();
    const { fetchMock } = renderQueue({
      'GET /api/admin/verifications': () => jsonResponse([makeAdminVerification({ queue: facts })]),
      [TAKE_ROUTE]: () => {
        facts = makeQueueFacts({ claim: claim({ id: CLIENT_ID, name: 'Grace Hopper', username: 'grace' }) });
        return jsonResponse(facts.claim);
      },
      [RELEASE_ROUTE]: () => {
        facts = makeQueueFacts();
        return new Response(null, { status: 204 });
      },
    });
    const request = await screen.findByRole('article', { name: 'Verification request of Amara Okafor' });
    expect(within(request).getByText('No earlier decisions on this person')).toBeTruthy();

    fireEvent.click(within(request).getByRole('button', { name: 'Take' }));
    expect(await within(request).findByText('You are working on this')).toBeTruthy();
    expect(requestsTo(fetchMock, TAKE_ROUTE)).toHaveLength(1);
    expect((within(request).getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(within(request).getByRole('button', { name: 'Let go' }));
    expect(await within(request).findByRole('button', { name: 'Take' })).toBeTruthy();
    expect(requestsTo(fetchMock, RELEASE_ROUTE)).toHaveLength(1);
  });

  it("shows who else is working on it and leaves the decisions to them, with the person's earlier decisions", async () => {
    renderQueue({
      'GET /api/admin/verifications': [
        makeAdminVerification({
          queue: makeQueueFacts({
            claim: claim(OTHER_ADMIN),
            priorDecisions: {
              count: 2,
              latest: [
                { action: 'enforcement.suspended', subjectType: 'user', subjectId: AMARA_ID, createdAt: '2026-11-12T10:00:00.000Z' },
                { action: 'report.resolved', subjectType: 'report', subjectId: AMARA_ID, createdAt: '2026-11-03T10:00:00.000Z' },
              ],
            },
          }),
        }),
      ],
    });
    const request = await screen.findByRole('article', { name: 'Verification request of Amara Okafor' });
    expect(within(request).getByText('Bea Admin is working on this')).toBeTruthy();
    expect(within(request).queryByRole('button', { name: 'Take' })).toBeNull();
    for (const name of ['Approve', 'Reject']) {
      expect((within(request).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    const history = within(request).getByText(/2 earlier decisions on this person/);
    expect(history.textContent).toContain('Account suspended');
    expect(history.textContent).toContain('Report resolved');
    expect(within(request).getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe(`/admin/audit-log?personId=${AMARA_ID}`);
  });

  it('toasts the server’s refusal when another administrator took it first, and shows them', async () => {
    let facts = makeQueueFacts();
    renderQueue({
      'GET /api/admin/verifications': () => jsonResponse([makeAdminVerification({ queue: facts })]),
      [TAKE_ROUTE]: () => {
        facts = makeQueueFacts({ claim: claim(OTHER_ADMIN) });
        return errorResponse(409, 'ADMIN_QUEUE.ITEM_TAKEN', 'Bea Admin is working on this item');
      },
    });
    const request = await screen.findByRole('article', { name: 'Verification request of Amara Okafor' });
    fireEvent.click(within(request).getByRole('button', { name: 'Take' }));
    expect(await screen.findByText('Bea Admin is working on this item')).toBeTruthy();
    await waitFor(() => expect(within(request).getByText('Bea Admin is working on this')).toBeTruthy());
  });
});
