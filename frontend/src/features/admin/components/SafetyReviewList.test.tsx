import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminSafetyReview, AdminStats } from '../../../api/types';
import { expectFieldError } from '../../../test/field-error';
import { jsonResponse, mockFetch, requestedRoutes, requestsTo } from '../../../test/fetch';
import { CLIENT_ID, JOB_ID, makeQueueFacts, makeQueueSummaries, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const admin = makeUser({ id: CLIENT_ID, role: 'admin', firstName: 'Grace', lastName: 'Hopper', username: 'grace', twoFactorEnabled: true });
const stats: AdminStats = { totalUsers: 42, totalUsersApproximate: false, pendingVerifications: 0, activeReports: 0, openDisputes: 0 };
const AUTHOR_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const REVIEW_ID = '0b1c2d3e-4f5a-4b6c-8d7e-8f9a0b1c2d3e';
const MESSAGE_REVIEW_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const LIST_ROUTE = 'GET /api/admin/safety/reviews';

function makeReview(overrides: Partial<AdminSafetyReview> = {}): AdminSafetyReview {
  return {
    id: REVIEW_ID,
    contentKind: 'job_post',
    contentId: JOB_ID,
    verdict: 'hold',
    reasons: [{ code: 'pay_to_work', message: 'This post asks you to pay before you start. Real employers never charge you to work.' }],
    text: 'Chat support agent\nA $25 registration fee is required before you start.\nLive chat',
    status: 'held',
    contestedAt: null,
    contestNote: null,
    decidedAt: null,
    decisionNote: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    author: {
      id: AUTHOR_ID,
      firstName: 'Rex',
      lastName: 'Recruiter',
      username: 'rex',
      isVerified: false,
      isSuspended: false,
      joinedAt: '2026-11-19T08:00:00.000Z',
      history: { held: 4, warned: 0, released: 0, removed: 1 },
    },
    queue: makeQueueFacts(),
    ...overrides,
  };
}

type Routes = Parameters<typeof mockFetch>[0];

function renderSafety(routes: Routes) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': admin,
    'GET /api/conversations/unread-count': { unreadMessages: 0 },
    'GET /api/notifications': [],
    'GET /api/admin/stats': stats,
    'GET /api/admin/queues': makeQueueSummaries(),
    ...routes,
  });
  return { fetchMock, ...renderApp('/admin/safety') };
}

describe('the Safety section of the admin panel', () => {
  it('lists held texts with why, the text as checked and the author, and releases one with a note', async () => {
    const queue = { current: [makeReview(), makeReview({ id: MESSAGE_REVIEW_ID, contentKind: 'message', text: 'Add me on Telegram' })] };
    const { fetchMock } = renderSafety({
      [LIST_ROUTE]: () => jsonResponse(queue.current),
      [`POST /api/admin/safety/reviews/${REVIEW_ID}/release`]: () => {
        queue.current = queue.current.filter((review) => review.id !== REVIEW_ID);
        return jsonResponse(makeReview({ status: 'released', decidedAt: '2026-11-21T10:00:00.000Z' }));
      },
    });

    expect((await screen.findByRole('tab', { name: 'Safety' })).getAttribute('aria-selected')).toBe('true');
    const post = (await screen.findAllByRole('article')).find((article) => within(article).queryByText('Job post · held'));
    if (!post) throw new Error('no held post listed');
    expect(within(post).getByText(/A \$25 registration fee is required/).textContent).toBe(makeReview().text);
    expect(within(post).getByText(makeReview().reasons[0].message)).toBeTruthy();
    expect(within(post).getByRole('link', { name: 'Rex Recruiter' }).getAttribute('href')).toBe(`/admin/users/${AUTHOR_ID}`);
    expect(within(post).getByText(/3 held before · 0 warned before · 0 released · 1 removed/)).toBeTruthy();
    expect(within(post).getByText(new RegExp(`Joined ${new Date('2026-11-19T08:00:00.000Z').toLocaleDateString()}`))).toBeTruthy();
    expect(within(post).getByRole('link', { name: 'Open the post' }).getAttribute('href')).toBe(`/jobs/${JOB_ID}`);
    expect(new URL(requestsTo(fetchMock, LIST_ROUTE)[0].url).searchParams.get('status')).toBe('open');

    fireEvent.click(within(post).getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release the post' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note to the author' }), { target: { value: 'The fee was a mistake.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release' }));

    expect(await screen.findByText('The author has been told.')).toBeTruthy();
    const [release] = requestsTo(fetchMock, `POST /api/admin/safety/reviews/${REVIEW_ID}/release`);
    expect(await release.json()).toEqual({ note: 'The fee was a mistake.' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('Message · held')).toBeTruthy();
  });

  it('requires a note to remove a text, and offers Lift warning and Keep warning on a contested one', async () => {
    const contested = makeReview({
      verdict: 'warn',
      status: 'contested',
      contestedAt: '2026-11-21T09:00:00.000Z',
      contestNote: 'This is our real company.',
    });
    const { fetchMock } = renderSafety({
      [LIST_ROUTE]: [contested],
      [`POST /api/admin/safety/reviews/${REVIEW_ID}/remove`]: jsonResponse(makeReview({ status: 'removed' })),
    });

    const review = await screen.findByRole('article');
    expect(within(review).getByText('This is our real company.')).toBeTruthy();
    expect(within(review).getByRole('button', { name: 'Lift warning' })).toBeTruthy();
    expect(within(review).getByRole('button', { name: 'Keep warning' })).toBeTruthy();
    fireEvent.click(within(review).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the post' });
    const note = within(dialog).getByRole('textbox', { name: 'Note to the author' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expectFieldError(note, 'Please write a note for the author'));
    expect(requestedRoutes(fetchMock)).not.toContain(`POST /api/admin/safety/reviews/${REVIEW_ID}/remove`);

    fireEvent.change(note, { target: { value: 'Asks for a fee before work.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed')).toBeTruthy();
    expect(await requestsTo(fetchMock, `POST /api/admin/safety/reviews/${REVIEW_ID}/remove`)[0].json()).toEqual({
      note: 'Asks for a fee before work.',
    });
  });

  it('shows the reviews of another status on request, and says when there are none', async () => {
    const { fetchMock } = renderSafety({
      [LIST_ROUTE]: (request) =>
        jsonResponse(
          new URL(request.url).searchParams.get('status') === 'removed'
            ? [makeReview({ status: 'removed', decidedAt: '2026-11-21T10:00:00.000Z', decisionNote: 'Fee scam.' })]
            : [],
        ),
    });

    expect(await screen.findByText('Nothing to review')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'removed' } });
    const review = await screen.findByRole('article');
    expect(within(review).getByText('Fee scam.')).toBeTruthy();
    expect(within(review).queryByRole('button', { name: 'Release' })).toBeNull();
    expect(within(review).getByRole('button', { name: 'Suspend account' })).toBeTruthy();
    expect(requestsTo(fetchMock, LIST_ROUTE).map((request) => new URL(request.url).searchParams.get('status'))).toEqual([
      'open',
      'removed',
    ]);
  });
});
