import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminAppeal, AdminStats } from '../../../api/types';
import { expectFieldError } from '../../../test/field-error';
import { jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { CLIENT_ID, JOB_ID, makePerson, makeQueueFacts, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const admin = makeUser({ id: CLIENT_ID, role: 'admin', firstName: 'Grace', lastName: 'Hopper', username: 'grace', twoFactorEnabled: true });
const OTHER_ADMIN_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const APPELLANT_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const APPEAL_ID = '0b1c2d3e-4f5a-4b6c-8d7e-8f9a0b1c2d3e';
const OWN_APPEAL_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const stats: AdminStats = { totalUsers: 42, totalUsersApproximate: false, pendingVerifications: 0, activeReports: 0, openDisputes: 0 };
const LIST_ROUTE = 'GET /api/admin/appeals';

function makeAppeal(overrides: Partial<AdminAppeal> = {}): AdminAppeal {
  return {
    id: APPEAL_ID,
    text: 'The pay is stated per hour, as the post says.',
    status: 'pending',
    decisionReason: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    decidedAt: null,
    subjectName: 'Night chat operator',
    appellant: makePerson({ id: APPELLANT_ID, firstName: 'Rex', lastName: 'Poster', username: 'rex' }),
    decidedBy: null,
    action: {
      id: 'e0000000-0000-4000-8000-000000000001',
      kind: 'job_takedown',
      subjectId: JOB_ID,
      reason: 'Misleading pay',
      endsAt: null,
      status: 'active',
      createdAt: '2026-11-25T10:00:00.000Z',
      adminId: OTHER_ADMIN_ID,
      admin: makePerson({ id: OTHER_ADMIN_ID, firstName: 'Ada', lastName: 'Lovelace', username: 'ada' }),
      reportId: null,
      disputeId: null,
      liftedAt: null,
    },
    queue: makeQueueFacts(),
    ...overrides,
  };
}

function renderAppeals(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': admin,
    'GET /api/conversations/unread-count': { unreadMessages: 0 },
    'GET /api/notifications': [],
    'GET /api/admin/stats': stats,
    'GET /api/admin/queues': [],
    ...routes,
  });
  return { fetchMock, ...renderApp('/admin/appeals') };
}

describe('the Appeals section of the admin panel', () => {
  it('lists pending appeals with the action, the content and the text, and lifts one with a required reason', async () => {
    const queue = { current: [makeAppeal()] };
    const { fetchMock } = renderAppeals({
      [LIST_ROUTE]: () => jsonResponse(queue.current),
      [`POST /api/admin/appeals/${APPEAL_ID}/lift`]: () => {
        queue.current = [];
        return jsonResponse(makeAppeal({ status: 'lifted', decisionReason: 'The pay is clear', decidedAt: '2026-11-27T10:00:00.000Z' }));
      },
    });

    expect((await screen.findByRole('tab', { name: 'Appeals' })).getAttribute('aria-selected')).toBe('true');
    const card = await screen.findByRole('article', { name: /Appeal of job post takedown/ });
    expect(new URL(requestsTo(fetchMock, LIST_ROUTE)[0].url).searchParams.get('status')).toBe('pending');
    expect(within(card).getByText('The pay is stated per hour, as the post says.')).toBeTruthy();
    expect(within(card).getByText('Reason: Misleading pay')).toBeTruthy();
    expect(
      within(card).getByText(new RegExp(`By Ada Lovelace on ${new Date('2026-11-25T10:00:00.000Z').toLocaleDateString()}`)),
    ).toBeTruthy();
    expect(within(card).getByRole('link', { name: '“Night chat operator”' }).getAttribute('href')).toBe(`/jobs/${JOB_ID}`);
    expect(within(card).getByRole('link', { name: 'Rex Poster' }).getAttribute('href')).toBe(`/admin/users/${APPELLANT_ID}`);

    fireEvent.click(within(card).getByRole('button', { name: 'Lift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift the job post takedown' });
    expect(within(dialog).getByText(/The job post shows to everyone again/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift' }));
    expectFieldError(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Please give a reason');
    expect(requestsTo(fetchMock, `POST /api/admin/appeals/${APPEAL_ID}/lift`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: ' The pay is clear ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift' }));
    expect(await screen.findByText('Action lifted')).toBeTruthy();
    const [request] = requestsTo(fetchMock, `POST /api/admin/appeals/${APPEAL_ID}/lift`);
    expect(await request.json()).toEqual({ reason: 'The pay is clear' });
    expect(await screen.findByText('No appeals to decide')).toBeTruthy();
  });

  it('disables Uphold and Lift, saying why, for the administrator who took the action', async () => {
    renderAppeals({
      [LIST_ROUTE]: [
        makeAppeal({
          id: OWN_APPEAL_ID,
          subjectName: 'Rex Poster',
          action: { ...makeAppeal().action, kind: 'suspension', subjectId: APPELLANT_ID, adminId: CLIENT_ID, admin: makePerson() },
        }),
      ],
    });

    const card = await screen.findByRole('article', { name: /Appeal of account suspension/ });
    const explanation = 'You took this action: another administrator decides its appeal.';
    expect(within(card).getByText(explanation)).toBeTruthy();
    for (const name of ['Lift', 'Uphold']) {
      const button = within(card).getByRole<HTMLButtonElement>('button', { name });
      expect(button.disabled).toBe(true);
      expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(explanation);
    }
    expect(within(card).getByRole('link', { name: 'The account of Rex Poster' }).getAttribute('href')).toBe(`/admin/users/${APPELLANT_ID}`);
    expect(within(card).getByText(/until lifted/)).toBeTruthy();
  });

  it('shows decided appeals with the decision and who made it', async () => {
    const { fetchMock } = renderAppeals({
      [LIST_ROUTE]: (request) =>
        jsonResponse(
          new URL(request.url).searchParams.get('status') === 'upheld'
            ? [
                makeAppeal({
                  status: 'upheld',
                  decisionReason: 'The pay is misleading',
                  decidedAt: '2026-11-27T10:00:00.000Z',
                  decidedBy: makePerson({ id: OTHER_ADMIN_ID, firstName: 'Ada', lastName: 'Lovelace' }),
                }),
              ]
            : [],
        ),
    });

    expect(await screen.findByText('No appeals to decide')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'upheld' } });
    const card = await screen.findByRole('article', { name: /Appeal of job post takedown/ });
    expect(within(card).getByText('The pay is misleading')).toBeTruthy();
    expect(within(card).getByText(`Decided on ${new Date('2026-11-27T10:00:00.000Z').toLocaleDateString()} by Ada Lovelace`)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Uphold' })).toBeNull();
    await waitFor(() =>
      expect(requestsTo(fetchMock, LIST_ROUTE).map((request) => new URL(request.url).searchParams.get('status'))).toContain('upheld'),
    );
  });
});
