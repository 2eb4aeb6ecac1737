import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActionTaken, AdminDisputeContext, AdminReportContext, AdminStats, ContextMessage, ReportedJob } from '../../../api/types';
import { jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import {
  AMARA_ID,
  CLIENT_ID,
  CONTRACT_ID,
  CONVERSATION_ID,
  DISPUTE_ID,
  JOB_ID,
  makeAdminDispute,
  makeAdminReport,
  makePerson,
  makeQueueSummaries,
  makeUser,
  REPORT_ID,
} from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const admin = makeUser({ id: CLIENT_ID, role: 'admin', firstName: 'Grace', lastName: 'Hopper', username: 'grace', twoFactorEnabled: true });
const stats: AdminStats = { totalUsers: 42, totalUsersApproximate: false, pendingVerifications: 0, activeReports: 1, openDisputes: 1 };
const MESSAGE_REPORT_ID = '7b6c5d4e-3f2a-4b1c-8d9e-0f1a2b3c4d5e';
const MESSAGE_ID = '8c7d6e5f-4a3b-4c2d-9e0f-1a2b3c4d5e6f';
const SENDER_ID = '9d8e7f6a-5b4c-4d3e-8f0a-1b2c3d4e5f60';
const ADMIN_ACTION_ID = 'e0e0e0e0-0000-4000-8000-000000000001';

type Routes = Parameters<typeof mockFetch>[0];

function renderAdmin(path: string, routes: Routes) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': admin,
    'GET /api/conversations/unread-count': { unreadMessages: 0 },
    'GET /api/notifications': [],
    'GET /api/admin/stats': stats,
    'GET /api/admin/queues': makeQueueSummaries(),
    ...routes,
  });
  return { fetchMock, ...renderApp(path) };
}

function job(overrides: Partial<ReportedJob> = {}): ReportedJob {
  return {
    jobType: 'job_offer',
    title: 'Night chat operator',
    description: 'Pay a $25 starter kit fee, then chat at night.',
    category: 'chat-operator',
    duration: '3 months',
    tags: ['Live chat'],
    status: 'open',
    takenDown: false,
    ...overrides,
  };
}

function message(index: number, overrides: Partial<ContextMessage & { reported: boolean }> = {}) {
  const fromSender = index % 2 === 1;
  return {
    id: `0c0c0c0c-0000-4000-8000-${String(index).padStart(12, '0')}`,
    senderId: fromSender ? SENDER_ID : AMARA_ID,
    receiverId: fromSender ? AMARA_ID : SENDER_ID,
    content: `message ${index}`,
    sentAt: '2026-11-21T10:00:00.000Z',
    removed: false,
    reported: false,
    ...overrides,
  };
}

function action(overrides: Partial<ActionTaken> = {}): ActionTaken {
  return {
    id: ADMIN_ACTION_ID,
    kind: 'job_takedown',
    status: 'active',
    subjectId: JOB_ID,
    createdAt: '2026-11-22T10:00:00.000Z',
    endsAt: null,
    liftedAt: null,
    admin: { id: CLIENT_ID, firstName: 'Grace', lastName: 'Hopper', username: 'grace' },
    ...overrides,
  };
}

describe('a report’s context on its card', () => {
  it('shows a job post as reported beside it as it is now, loaded only when asked for', async () => {
    const context: AdminReportContext = {
      reportId: REPORT_ID,
      reportType: 'job',
      asReported: { job: job(), profile: null, message: null },
      now: { job: job({ title: 'Night chat operator (paid training)', description: 'Chat at night.' }), profile: null, message: null },
      message: null,
    };
    const contextRoute = `GET /api/admin/reports/${REPORT_ID}/context`;
    const { fetchMock } = renderAdmin('/admin/reports', {
      'GET /api/admin/reports': [makeAdminReport()],
      [contextRoute]: context,
    });
    const card = await screen.findByRole('article', { name: `Job report ${REPORT_ID}` });
    expect(requestsTo(fetchMock, contextRoute)).toHaveLength(0);

    fireEvent.click(within(card).getByRole('button', { name: 'Show context' }));

    expect(await within(card).findByText('Changed since it was reported')).toBeTruthy();
    expect(within(card).getByText('As reported')).toBeTruthy();
    expect(within(card).getByText('Now')).toBeTruthy();
    expect(within(card).getByText('Pay a $25 starter kit fee, then chat at night.')).toBeTruthy();
    expect(within(card).getByText('Night chat operator (paid training)')).toBeTruthy();
    expect(within(card).getByText('Chat at night.')).toBeTruthy();
    expect(requestsTo(fetchMock, contextRoute)).toHaveLength(1);

    fireEvent.click(within(card).getByRole('button', { name: 'Hide context' }));
    await waitFor(() => expect(within(card).queryByText('As reported')).toBeNull());
  });

  it('says a report filed before copies were kept has none, and a deleted account is gone', async () => {
    const report = makeAdminReport({ reportType: 'user', targetId: AMARA_ID, targetName: 'Amara Okafor' });
    renderAdmin('/admin/reports', {
      'GET /api/admin/reports': [report],
      [`GET /api/admin/reports/${REPORT_ID}/context`]: {
        reportId: REPORT_ID,
        reportType: 'user',
        asReported: null,
        now: null,
        message: null,
      },
    });
    const card = await screen.findByRole('article', { name: `User report ${REPORT_ID}` });
    fireEvent.click(within(card).getByRole('button', { name: 'Show context' }));

    expect(await within(card).findByText(/^Not kept: this report was filed before/)).toBeTruthy();
    expect(within(card).getByText('The account was deleted.')).toBeTruthy();
  });

  it('shows a reported message with its sender and receiver and the conversation around it, the reported one marked', async () => {
    const sender = makePerson({ id: SENDER_ID, firstName: 'Rex', lastName: 'Recruiter', username: 'rex' });
    const receiver = makePerson({ id: AMARA_ID, firstName: 'Amara', lastName: 'Okafor', username: 'amara' });
    const window = [1, 2, 3, 4, 5].map((index) =>
      index === 3 ? message(index, { id: MESSAGE_ID, content: 'Send the fee by GCash', reported: true }) : message(index),
    );
    const report = makeAdminReport({ id: MESSAGE_REPORT_ID, reportType: 'message', targetId: MESSAGE_ID, targetName: null });
    renderAdmin('/admin/reports', {
      'GET /api/admin/reports': [report],
      [`GET /api/admin/reports/${MESSAGE_REPORT_ID}/context`]: {
        reportId: MESSAGE_REPORT_ID,
        reportType: 'message',
        asReported: { job: null, profile: null, message: { text: 'Send the fee by GCash', removed: false } },
        now: { job: null, profile: null, message: { text: 'Send the fee by GCash', removed: false } },
        message: {
          messageId: MESSAGE_ID,
          sentAt: '2026-11-21T10:00:00.000Z',
          sender,
          receiver,
          conversationId: CONVERSATION_ID,
          messages: window,
          hasEarlier: true,
          hasLater: false,
        },
      } satisfies AdminReportContext,
    });
    const card = await screen.findByRole('article', { name: `Message report ${MESSAGE_REPORT_ID}` });
    expect(within(card).getByText('Reading the conversation is recorded in the audit log.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Show context' }));

    const conversation = await within(card).findByRole('list', { name: 'Conversation around the reported message' });
    const items = within(conversation).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('message 1'),
      expect.stringContaining('message 2'),
      expect.stringContaining('Send the fee by GCash'),
      expect.stringContaining('message 4'),
      expect.stringContaining('message 5'),
    ]);
    expect(items[2].getAttribute('aria-current')).toBe('true');
    expect(within(items[2]).getByText('Reported')).toBeTruthy();
    expect(within(items[2]).getByText('Rex Recruiter (@rex)')).toBeTruthy();
    expect(within(items[1]).getByText('Amara Okafor (@amara)')).toBeTruthy();
    expect(items.filter((item) => item.getAttribute('aria-current'))).toHaveLength(1);
    expect(within(card).getByText(/^From/).textContent).toMatch(/^From Rex Recruiter \(@rex\) to Amara Okafor \(@amara\)/);
    expect(within(card).getByText('Earlier messages are not shown.')).toBeTruthy();
    expect(within(card).queryByText('Later messages are not shown.')).toBeNull();
  });
});

describe('the actions already taken on a report or dispute', () => {
  it('are listed on the report’s card, which offers no takedown once the post is down', async () => {
    const report = makeAdminReport({
      actionsTaken: [
        action(),
        action({
          id: 'e0e0e0e0-0000-4000-8000-000000000002',
          kind: 'suspension',
          subjectId: CLIENT_ID,
          status: 'lifted',
          liftedAt: '2026-11-23T10:00:00.000Z',
        }),
      ],
      inForce: { target: true, ownerSuspended: false },
    });
    renderAdmin('/admin/reports', { 'GET /api/admin/reports': [report] });
    const card = await screen.findByRole('article', { name: `Job report ${REPORT_ID}` });

    const taken = within(card).getAllByRole('listitem');
    expect(taken.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Job post taken down.*active.*by Grace Hopper/),
      expect.stringMatching(/^Account suspended.*lifted.*by Grace Hopper · lifted/),
    ]);
    expect(within(card).queryByRole('button', { name: 'Take down job post' })).toBeNull();
    expect(within(card).getByText('The job post is taken down.')).toBeTruthy();
  });

  it('offers no suspension of a message’s sender who is suspended already', async () => {
    const report = makeAdminReport({
      id: MESSAGE_REPORT_ID,
      reportType: 'message',
      targetId: MESSAGE_ID,
      targetName: null,
      inForce: { target: false, ownerSuspended: true },
    });
    renderAdmin('/admin/reports', { 'GET /api/admin/reports': [report] });
    const card = await screen.findByRole('article', { name: `Message report ${MESSAGE_REPORT_ID}` });

    fireEvent.click(within(card).getByRole('button', { name: 'Remove message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove message' });
    expect(within(dialog).queryByRole('checkbox', { name: "Also suspend the sender's account" })).toBeNull();
  });

  it('are listed on the dispute’s card, which offers no suspension of a suspended party', async () => {
    const dispute = makeAdminDispute({
      actionsTaken: [action({ kind: 'suspension', subjectId: CLIENT_ID, endsAt: '2026-12-01T10:00:00.000Z' })],
      partiesSuspended: { client: true, freelancer: false },
    });
    renderAdmin('/admin/disputes', { 'GET /api/admin/disputes': [dispute] });
    const card = await screen.findByRole('article', { name: 'Dispute on Night chat operator' });

    expect(within(card).getByRole('listitem').textContent).toMatch(/^Account suspended.*active.*by Grace Hopper · until/);
    expect(within(card).queryByRole('button', { name: 'Suspend client' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Suspend worker' })).toBeTruthy();
  });
});

describe('a dispute’s context on its card', () => {
  it('shows the contract’s terms and dates, the parties and their conversation, and loads earlier messages', async () => {
    const client = makePerson({ id: CLIENT_ID, firstName: 'Cleo', lastName: 'Client', username: 'cleo' });
    const worker = makePerson({ id: AMARA_ID, firstName: 'Amara', lastName: 'Okafor', username: 'amara' });
    const page = (messages: ContextMessage[], hasEarlier: boolean): AdminDisputeContext => ({
      disputeId: DISPUTE_ID,
      contract: {
        id: CONTRACT_ID,
        jobId: JOB_ID,
        jobTitle: 'Night chat operator',
        terms: '20 hours a week at $15/hour, weekly invoices',
        offer: {
          offerId: 'b1c2d3e4-5f60-4718-8a9b-0c1d2e3f4a5b',
          version: 2,
          rate: { type: 'hourly', currency: 'USD', amount: 1500 },
          hoursPerWeek: 20,
          startDate: '2026-11-02',
          endDate: null,
          milestones: [{ title: 'First month of nights', dueDate: '2026-12-01', description: '' }],
          // A contract's terms are its accepted offer's notes.
          notes: '20 hours a week at $15/hour, weekly invoices',
        },
        status: 'active',
        startedAt: '2026-11-01T10:00:00.000Z',
        completedAt: null,
      },
      job: job({ description: 'Chat at night.' }),
      client,
      freelancer: worker,
      conversation: { conversationId: CONVERSATION_ID, messages, hasEarlier },
    });
    const newest = [3, 4].map((index) => message(index, { senderId: index === 3 ? CLIENT_ID : AMARA_ID }));
    const older = [1, 2].map((index) => message(index, { senderId: index === 1 ? CLIENT_ID : AMARA_ID }));
    const contextRoute = `GET /api/admin/disputes/${DISPUTE_ID}/context`;
    const { fetchMock } = renderAdmin('/admin/disputes', {
      'GET /api/admin/disputes': [makeAdminDispute()],
      [contextRoute]: (request: Request) =>
        jsonResponse(new URL(request.url).searchParams.get('before') ? page(older, false) : page(newest, true)),
    });
    const card = await screen.findByRole('article', { name: 'Dispute on Night chat operator' });
    fireEvent.click(within(card).getByRole('button', { name: 'Show contract and conversation' }));

    expect(await within(card).findByText('20 hours a week at $15/hour, weekly invoices')).toBeTruthy();
    expect(within(card).getByText(`Started ${new Date('2026-11-01T10:00:00.000Z').toLocaleDateString()}`)).toBeTruthy();
    expect(within(card).getByText('Chat at night.')).toBeTruthy();
    expect(within(card).getByText('Client: Cleo Client (@cleo) · Worker: Amara Okafor (@amara)')).toBeTruthy();
    const conversation = within(card).getByRole('list', { name: 'The parties’ conversation' });
    expect(
      within(conversation)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('message 3'), expect.stringContaining('message 4')]);

    fireEvent.click(within(card).getByRole('button', { name: 'Show earlier messages' }));

    await waitFor(() => expect(within(conversation).getAllByRole('listitem')).toHaveLength(4));
    expect(
      within(conversation)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('message 1'),
      expect.stringContaining('message 2'),
      expect.stringContaining('message 3'),
      expect.stringContaining('message 4'),
    ]);
    expect(within(card).queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
    const [first, second] = requestsTo(fetchMock, contextRoute).map((request) => new URL(request.url).searchParams);
    expect(first.get('before')).toBeNull();
    expect(second.get('before')).toBe(newest[0].id);
  });

  it('says when the parties never wrote to each other', async () => {
    renderAdmin('/admin/disputes', {
      'GET /api/admin/disputes': [makeAdminDispute()],
      [`GET /api/admin/disputes/${DISPUTE_ID}/context`]: {
        disputeId: DISPUTE_ID,
        contract: null,
        job: null,
        client: null,
        freelancer: null,
        conversation: null,
      } satisfies AdminDisputeContext,
    });
    const card = await screen.findByRole('article', { name: 'Dispute on Night chat operator' });
    fireEvent.click(within(card).getByRole('button', { name: 'Show contract and conversation' }));

    expect(await within(card).findByText('The parties have not written to each other.')).toBeTruthy();
    expect(within(card).getByText('Client: A deleted account · Worker: A deleted account')).toBeTruthy();
  });
});
