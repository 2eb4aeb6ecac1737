import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../api/types';
import { expectFieldError } from '../../../test/field-error';
import { errorResponse, jsonResponse, mockFetch, requestedRoutes, requestsTo } from '../../../test/fetch';
import {
  CLIENT_ID,
  CONVERSATION_ID,
  JOB_ID,
  makeConversation,
  makeJobDetail,
  makeMessage,
  makePerson,
  makePortfolioItem,
  makePublicProfile,
  makeReview,
  makeTrustScoreBreakdown,
  makeUser,
} from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const REPORT_ROUTE = 'POST /api/reports';
const viewer = makeUser({ role: 'freelancer' });
const filed = { id: 'f0f0f0f0-0000-4000-8000-000000000001', status: 'pending', note: null, createdAt: '2026-11-21T10:00:00.000Z' };

type Routes = Parameters<typeof mockFetch>[0];

function renderAt(path: string, user: User, routes: Routes) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': user,
    'GET /api/conversations/unread-count': { unreadMessages: 0 },
    'GET /api/notifications': [],
    [REPORT_ROUTE]: async (request) => jsonResponse({ ...(await request.clone().json()), ...filed }, 201),
    ...routes,
  });
  return { fetchMock, ...renderApp(path) };
}

const profileRoutes: Routes = {
  [`GET /api/users/${CLIENT_ID}`]: makePublicProfile(),
  [`GET /api/portfolio/${CLIENT_ID}`]: [makePortfolioItem()],
  [`GET /api/reviews/${CLIENT_ID}`]: [makeReview()],
  [`GET /api/reviews/${CLIENT_ID}/trust-score`]: makeTrustScoreBreakdown(),
};

async function reportBody(fetchMock: ReturnType<typeof mockFetch>): Promise<unknown> {
  await waitFor(() => expect(requestsTo(fetchMock, REPORT_ROUTE)).toHaveLength(1));
  return requestsTo(fetchMock, REPORT_ROUTE)[0].json();
}

describe('reporting', () => {
  it('reports another user from their profile: a reason is required, the evidence is optional', async () => {
    const { fetchMock } = renderAt(`/profile/${CLIENT_ID}`, viewer, profileRoutes);

    fireEvent.click(await screen.findByRole('button', { name: 'Report user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report user' });
    expect(within(dialog).getByText('Tell our team what is wrong with Grace Hopper. Only our team sees your report.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    await waitFor(() => expectFieldError(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Please give a reason'));
    expect(requestedRoutes(fetchMock)).not.toContain(REPORT_ROUTE);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: ' Asks for payment outside the platform. ' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Evidence' }), { target: { value: 'Message of 20 November' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));

    expect(await screen.findByText('Report submitted')).toBeTruthy();
    expect(await reportBody(fetchMock)).toEqual({
      reportType: 'user',
      targetId: CLIENT_ID,
      reason: 'Asks for payment outside the platform.',
      evidence: 'Message of 20 November',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report user' })).toBeNull());
  });

  it('offers no report on your own profile', async () => {
    renderAt(`/profile/${CLIENT_ID}`, makeUser({ id: CLIENT_ID, username: 'grace' }), profileRoutes);

    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report user' })).toBeNull();
  });

  it("reports a job that is not the viewer's, without evidence; its owner has no report button", async () => {
    const { fetchMock, unmount } = renderAt(`/jobs/${JOB_ID}`, viewer, { [`GET /api/jobs/${JOB_ID}`]: makeJobDetail() });

    fireEvent.click(await screen.findByRole('button', { name: 'Report job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report job' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'A scam.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));

    expect(await screen.findByText('Report submitted')).toBeTruthy();
    expect(await reportBody(fetchMock)).toEqual({ reportType: 'job', targetId: JOB_ID, reason: 'A scam.' });
    unmount();

    renderAt(`/jobs/${JOB_ID}`, makeUser({ id: CLIENT_ID, role: 'client' }), { [`GET /api/jobs/${JOB_ID}`]: makeJobDetail() });
    expect(await screen.findByRole('heading', { name: 'Manage Job' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report job' })).toBeNull();
  });

  it('reports a received message from its menu; your own messages have none', async () => {
    const received = makeMessage({ id: 'a0000000-0000-4000-8000-000000000001', content: 'Send me your card number.' });
    const sent = makeMessage({ id: 'a0000000-0000-4000-8000-000000000002', senderId: viewer.id, receiverId: CLIENT_ID, content: 'No.' });
    const { fetchMock } = renderAt(`/messages?userId=${CLIENT_ID}`, viewer, {
      'GET /api/conversations': [makeConversation({ lastMessage: sent, unreadCount: 0 })],
      [`GET /api/conversations/with/${CLIENT_ID}`]: {
        conversation: makeConversation({ lastMessage: sent }),
        otherUser: makePerson(),
        blockedByMe: false,
      },
      [`GET /api/messages/${CONVERSATION_ID}`]: [received, sent],
    });
    const log = await screen.findByRole('log', { name: 'Messages with Grace Hopper' });
    await within(log).findByText('No.');

    const menus = within(log).getAllByRole('button', { name: "Options for Grace's message" });
    expect(menus).toHaveLength(1);
    fireEvent.click(menus[0]);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Report message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report message' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Phishing.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));

    expect(await screen.findByText('Report submitted')).toBeTruthy();
    expect(await reportBody(fetchMock)).toEqual({ reportType: 'message', targetId: received.id, reason: 'Phishing.' });
  });

  it("toasts 'Failed to submit report' with the server's message, keeping the dialog open", async () => {
    renderAt(`/profile/${CLIENT_ID}`, viewer, {
      ...profileRoutes,
      [REPORT_ROUTE]: errorResponse(409, 'MODERATION.ALREADY_REPORTED', 'You have already reported this and the report is still pending'),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Report user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report user' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Spam.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));

    expect(await screen.findByText('Failed to submit report')).toBeTruthy();
    expect(screen.getByText('You have already reported this and the report is still pending')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Report user' })).toBeTruthy();
  });
});
