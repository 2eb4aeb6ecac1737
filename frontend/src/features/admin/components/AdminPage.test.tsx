import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminDispute, AdminReport, AdminStats, AdminVerification } from '../../../api/types';
import { expectFieldError } from '../../../test/field-error';
import { errorResponse, jsonResponse, mockFetch, requestedRoutes, requestsTo } from '../../../test/fetch';
import {
  AMARA_ID,
  CLIENT_ID,
  CONTRACT_ID,
  DISPUTE_ID,
  JOB_ID,
  makeAdminDispute,
  makeAdminReport,
  makeAdminVerification,
  makeQueueSummaries,
  makeUser,
  REPORT_ID,
  REVIEWER_ID,
  VERIFICATION_ID,
} from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const admin = makeUser({ id: CLIENT_ID, role: 'admin', firstName: 'Grace', lastName: 'Hopper', username: 'grace', twoFactorEnabled: true });
const stats: AdminStats = { totalUsers: 42, totalUsersApproximate: false, pendingVerifications: 1, activeReports: 3, openDisputes: 2 };
const REVIEW_ROUTE = `PATCH /api/admin/verifications/${VERIFICATION_ID}`;
const LINKS_ROUTE = `POST /api/admin/verifications/${VERIFICATION_ID}/document-links`;

type Routes = Parameters<typeof mockFetch>[0];

function renderAdmin(path: string, routes: Routes = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': admin,
    'GET /api/conversations/unread-count': { unreadMessages: 0 },
    'GET /api/notifications': [],
    'GET /api/admin/stats': stats,
    'GET /api/admin/queues': makeQueueSummaries({ verifications: 1, reports: 3, disputes: 2 }),
    'GET /api/admin/verifications': [makeAdminVerification()],
    'GET /api/admin/reports': [makeAdminReport()],
    'GET /api/admin/disputes': [makeAdminDispute()],
    ...routes,
  });
  return { fetchMock, ...renderApp(path) };
}

/** A server list that changes once the test acts: `current` is what it answers now. */
function serverList<Item>(initial: Item[]) {
  const list = { current: initial, route: () => jsonResponse(list.current) };
  return list;
}

function statCard(label: string): HTMLElement {
  return screen.getByLabelText(label);
}

async function article(name: string | RegExp): Promise<HTMLElement> {
  return screen.findByRole('article', { name });
}

describe('the admin panel', () => {
  it('turns a non-admin away: Access Denied, then the dashboard after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { fetchMock, router } = renderAdmin('/admin', {
        'GET /api/auth/user': makeUser({ role: 'freelancer' }),
        'GET /api/dashboard/stats': { activeContracts: 0, pendingApplications: 0, unreadMessages: 0 },
        'GET /api/dashboard/activity': [],
      });

      expect(await screen.findByText('Access Denied - This page is for administrators only')).toBeTruthy();
      expect(requestedRoutes(fetchMock).filter((route) => route.includes('/api/admin/'))).toEqual([]);
      await vi.advanceTimersByTimeAsync(900);
      expect(router.state.location.pathname).toBe('/admin');

      await vi.advanceTimersByTimeAsync(100);
      // eslint-disable-next-line no-restricted-properties -- under fake timers: vi.waitFor advances them
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the figures and the pending verification requests at /admin', async () => {
    renderAdmin('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeTruthy();
    expect(within(await screen.findByLabelText('Total Users')).getByText('42')).toBeTruthy();
    expect(within(statCard('Pending Verifications')).getByText('1')).toBeTruthy();
    expect(within(statCard('Active Reports')).getByText('3')).toBeTruthy();
    expect(within(statCard('Open Disputes')).getByText('2')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Verifications' }).getAttribute('aria-selected')).toBe('true');

    const request = await article('Verification request of Amara Okafor');
    expect(within(request).getByRole('link', { name: 'Amara Okafor' }).getAttribute('href')).toBe(
      '/profile/5f0c6b8e-2a47-4d0f-9a51-0f7d5e1c9a11',
    );
    expect(within(request).getByText('@amara')).toBeTruthy();
    expect(within(request).getByText(`Submitted ${new Date('2026-11-20T10:00:00.000Z').toLocaleDateString()}`)).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' }))
        .getByRole('link', { name: 'Admin 6 items waiting' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('fetches the documents only when asked, shows them until the links expire, then offers to open them again', async () => {
    const expiresAt = new Date(Date.now() + 300).toISOString();
    const { fetchMock } = renderAdmin('/admin/verifications', {
      [LINKS_ROUTE]: () =>
        jsonResponse({ idDocumentUrl: '/api/storage/objects/id.sig', videoUrl: '/api/storage/objects/video.sig', expiresAt }),
    });
    const request = await article('Verification request of Amara Okafor');
    expect(requestedRoutes(fetchMock)).not.toContain(LINKS_ROUTE);
    expect(within(request).queryByRole('img')).toBeNull();

    fireEvent.click(within(request).getByRole('button', { name: 'View documents' }));

    const image = await within(request).findByRole('img', { name: 'ID document of Amara Okafor' });
    expect(image.getAttribute('src')).toBe('/api/storage/objects/id.sig');
    const video = within(request).getByLabelText('Identity video of Amara Okafor');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('/api/storage/objects/video.sig');
    expect(video.hasAttribute('controls')).toBe(true);
    const time = new Date(expiresAt);
    const clock = `${String(time.getHours()).padStart(2, '0')}:${String(time.getMinutes()).padStart(2, '0')}`;
    expect(within(request).getByText(`These links expire at ${clock}.`)).toBeTruthy();
    expect(requestsTo(fetchMock, LINKS_ROUTE)).toHaveLength(1);

    const again = await within(request).findByRole('button', { name: 'Open documents again' });
    expect(within(request).getByText(`The links expired at ${clock}.`)).toBeTruthy();
    expect(within(request).queryByRole('img')).toBeNull();
    fireEvent.click(again);
    await waitFor(() => expect(requestsTo(fetchMock, LINKS_ROUTE)).toHaveLength(2));
  });

  it('approves with a required note, then refreshes the list and the figures', async () => {
    const requests = serverList<AdminVerification>([makeAdminVerification()]);
    let pendingVerifications = 1;
    const { fetchMock } = renderAdmin('/admin/verifications', {
      'GET /api/admin/verifications': requests.route,
      'GET /api/admin/stats': () => jsonResponse({ ...stats, pendingVerifications }),
      'GET /api/admin/queues': () => jsonResponse(makeQueueSummaries({ verifications: pendingVerifications })),
      [REVIEW_ROUTE]: () => {
        requests.current = [];
        pendingVerifications = 0;
        return jsonResponse(makeAdminVerification({ status: 'approved', reviewNote: 'Documents match.' }));
      },
    });
    const request = await article('Verification request of Amara Okafor');

    fireEvent.click(within(request).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expectFieldError(within(request).getByRole('textbox', { name: 'Review note' }), 'Please write a review note'));
    expect(requestedRoutes(fetchMock)).not.toContain(REVIEW_ROUTE);

    fireEvent.change(within(request).getByRole('textbox', { name: 'Review note' }), { target: { value: '  Documents match.  ' } });
    fireEvent.click(within(request).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Verification approved')).toBeTruthy();
    expect(screen.getByText('Amara Okafor has been notified.')).toBeTruthy();
    expect(await requestsTo(fetchMock, REVIEW_ROUTE)[0].json()).toEqual({ status: 'approved', reviewNote: 'Documents match.' });
    expect(await screen.findByText('No pending verifications')).toBeTruthy();
    await waitFor(() => expect(within(statCard('Pending Verifications')).getByText('0')).toBeTruthy());
  });

  it("rejects with a note, and says 'Failed to review verification' with the server's message when refused", async () => {
    const { fetchMock } = renderAdmin('/admin/verifications', {
      [REVIEW_ROUTE]: errorResponse(409, 'VERIFICATION.ALREADY_REVIEWED', 'This verification request has already been reviewed'),
    });
    const request = await article('Verification request of Amara Okafor');

    fireEvent.change(within(request).getByRole('textbox', { name: 'Review note' }), { target: { value: 'The photo is blurred.' } });
    fireEvent.click(within(request).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Failed to review verification')).toBeTruthy();
    expect(screen.getByText('This verification request has already been reviewed')).toBeTruthy();
    expect(await requestsTo(fetchMock, REVIEW_ROUTE)[0].json()).toEqual({ status: 'rejected', reviewNote: 'The photo is blurred.' });
    expect((within(request).getByRole('textbox', { name: 'Review note' }) as HTMLTextAreaElement).value).toBe('The photo is blurred.');
  });

  it('lists pending reports at /admin/reports with their target, reason, evidence and reporter, and resolves one with a note', async () => {
    const userReport = makeAdminReport({
      id: 'a1a1a1a1-0000-4000-8000-000000000001',
      reportType: 'user',
      targetId: CLIENT_ID,
      targetName: 'Grace Hopper',
      evidence: null,
    });
    const messageReport = makeAdminReport({
      id: 'a1a1a1a1-0000-4000-8000-000000000002',
      reportType: 'message',
      targetId: 'm-42',
      targetName: null,
    });
    const reports = serverList<AdminReport>([makeAdminReport(), userReport, messageReport]);
    const { fetchMock } = renderAdmin('/admin/reports', {
      'GET /api/admin/reports': reports.route,
      [`PATCH /api/admin/reports/${REPORT_ID}`]: () => {
        reports.current = [userReport, messageReport];
        return jsonResponse(makeAdminReport({ status: 'resolved', note: 'Post removed.' }));
      },
    });

    const jobReport = await article(`Job report ${REPORT_ID}`);
    expect(screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      // Each queue's tab says how many items wait in it.
      ['Verifications1', 'false'],
      ['Reports3', 'true'],
      ['Disputes2', 'false'],
      ['Appeals', 'false'],
      ['Safety', 'false'],
      ['People', 'false'],
      ['Audit log', 'false'],
    ]);
    expect(within(jobReport).getByRole('link', { name: 'Night chat operator' }).getAttribute('href')).toBe(`/jobs/${JOB_ID}`);
    expect(within(jobReport).queryByText(JOB_ID)).toBeNull();
    expect(within(jobReport).getByText('Asks for payment up front.')).toBeTruthy();
    expect(within(jobReport).getByText('https://example.test/screenshot')).toBeTruthy();
    expect(within(jobReport).getByRole('link', { name: 'Ada Lovelace (@ada)' }).getAttribute('href')).toBe(`/profile/${REVIEWER_ID}`);
    const reportedUser = await article(`User report ${userReport.id}`);
    expect(within(reportedUser).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe(`/profile/${CLIENT_ID}`);
    expect(within(reportedUser).queryByText('Evidence')).toBeNull();
    const reportedMessage = await article(`Message report ${messageReport.id}`);
    expect(within(reportedMessage).getByText('m-42').closest('a')).toBeNull();

    fireEvent.change(within(jobReport).getByRole('textbox', { name: 'Note to the reporter' }), { target: { value: 'Post removed.' } });
    fireEvent.click(within(jobReport).getByRole('button', { name: 'Resolve' }));

    expect(await screen.findByText('Report resolved')).toBeTruthy();
    expect(await requestsTo(fetchMock, `PATCH /api/admin/reports/${REPORT_ID}`)[0].json()).toEqual({
      status: 'resolved',
      note: 'Post removed.',
    });
    await waitFor(() => expect(screen.queryByRole('article', { name: `Job report ${REPORT_ID}` })).toBeNull());
  });

  it("dismisses a report, and says 'Failed to update report' with the server's message when refused", async () => {
    const { fetchMock } = renderAdmin('/admin/reports', {
      [`PATCH /api/admin/reports/${REPORT_ID}`]: errorResponse(
        409,
        'MODERATION.REPORT_NOT_PENDING',
        'This report has already been reviewed',
      ),
    });
    const report = await article(`Job report ${REPORT_ID}`);

    fireEvent.change(within(report).getByRole('textbox', { name: 'Note to the reporter' }), { target: { value: 'Nothing wrong.' } });
    fireEvent.click(within(report).getByRole('button', { name: 'Dismiss' }));

    expect(await screen.findByText('Failed to update report')).toBeTruthy();
    expect(screen.getByText('This report has already been reviewed')).toBeTruthy();
    expect(await requestsTo(fetchMock, `PATCH /api/admin/reports/${REPORT_ID}`)[0].json()).toEqual({
      status: 'dismissed',
      note: 'Nothing wrong.',
    });
  });

  it('takes a dispute under review, then resolves it with a resolution', async () => {
    const disputes = serverList<AdminDispute>([makeAdminDispute()]);
    const disputeRoute = `PATCH /api/admin/disputes/${DISPUTE_ID}`;
    const { fetchMock } = renderAdmin('/admin/disputes', {
      'GET /api/admin/disputes': disputes.route,
      [disputeRoute]: async (request) => {
        const { status } = (await request.clone().json()) as { status: AdminDispute['status'] };
        disputes.current = status === 'resolved' ? [] : [makeAdminDispute({ status })];
        return jsonResponse(makeAdminDispute({ status }));
      },
    });
    const dispute = await article('Dispute on Night chat operator');
    expect(within(dispute).getByRole('link', { name: 'View contract' }).getAttribute('href')).toBe(`/contracts/${CONTRACT_ID}`);
    expect(within(dispute).getByText('The last two weeks were not paid.')).toBeTruthy();
    expect(within(dispute).getByRole('link', { name: 'Amara Okafor (@amara)' })).toBeTruthy();
    expect(within(dispute).getByText('open')).toBeTruthy();

    fireEvent.click(within(dispute).getByRole('button', { name: 'Take under review' }));

    expect(await screen.findByText('Dispute taken under review')).toBeTruthy();
    expect(await within(dispute).findByText('under review')).toBeTruthy();
    expect(within(dispute).queryByRole('button', { name: 'Take under review' })).toBeNull();

    fireEvent.click(within(dispute).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expectFieldError(within(dispute).getByRole('textbox', { name: 'Resolution' }), 'Please describe the resolution'));
    fireEvent.change(within(dispute).getByRole('textbox', { name: 'Resolution' }), { target: { value: 'The client pays the two weeks.' } });
    fireEvent.click(within(dispute).getByRole('button', { name: 'Resolve' }));

    expect(await screen.findByText('Dispute resolved')).toBeTruthy();
    const [takeUp, resolve] = requestsTo(fetchMock, disputeRoute);
    expect(await takeUp.json()).toEqual({ status: 'under_review' });
    expect(await resolve.json()).toEqual({ status: 'resolved', resolution: 'The client pays the two weeks.' });
    expect(await screen.findByText('No open disputes')).toBeTruthy();
  });

  it('takes down a reported job post, or suspends a party to a dispute, linking the action to the report or dispute', async () => {
    const actionsRoute = 'POST /api/admin/enforcement-actions';
    const { fetchMock } = renderAdmin('/admin/reports', {
      [actionsRoute]: async (request) => {
        const { kind, subjectId } = (await request.clone().json()) as { kind: 'suspension' | 'job_takedown'; subjectId: string };
        return jsonResponse({ id: 'e0e0e0e0-0000-4000-8000-000000000001', kind, subjectId, userId: CLIENT_ID }, 201);
      },
    });
    const report = await article(`Job report ${REPORT_ID}`);
    expect(within(report).queryByRole('button', { name: 'Suspend account' })).toBeNull();

    fireEvent.click(within(report).getByRole('button', { name: 'Take down job post' }));
    const takedown = await screen.findByRole('dialog', { name: 'Take down job post' });
    expect(within(takedown).getByText(/^Take down “Night chat operator”/)).toBeTruthy();
    fireEvent.change(within(takedown).getByRole('textbox', { name: 'Reason' }), { target: { value: 'A scam.' } });
    fireEvent.click(within(takedown).getByRole('button', { name: 'Take down' }));
    expect(await screen.findByText('Job post taken down')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Disputes' }));
    const dispute = await article('Dispute on Night chat operator');
    fireEvent.click(within(dispute).getByRole('button', { name: 'Suspend worker' }));
    const suspension = await screen.findByRole('dialog', { name: 'Suspend account' });
    expect(within(suspension).getByText(/^Suspend Amara Okafor:/)).toBeTruthy();
    fireEvent.change(within(suspension).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Threats.' } });
    fireEvent.change(within(suspension).getByRole('combobox', { name: 'Period' }), { target: { value: 'until_lifted' } });
    fireEvent.click(within(suspension).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Account suspended')).toBeTruthy();

    const [takedownBody, suspensionBody] = await Promise.all(requestsTo(fetchMock, actionsRoute).map((request) => request.json()));
    expect(takedownBody).toEqual({ kind: 'job_takedown', subjectId: JOB_ID, reason: 'A scam.', reportId: REPORT_ID });
    expect(suspensionBody).toEqual({ kind: 'suspension', subjectId: AMARA_ID, reason: 'Threats.', disputeId: DISPUTE_ID });
  });

  it('follows the tabs to their addresses', async () => {
    const { router } = renderAdmin('/admin');
    await article('Verification request of Amara Okafor');

    fireEvent.click(screen.getByRole('tab', { name: 'Reports' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reports'));
    expect(await article(`Job report ${REPORT_ID}`)).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Disputes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/disputes'));
    expect(await article('Dispute on Night chat operator')).toBeTruthy();
  });
});
