import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityItem } from '../../../api/types';
import { browser } from '../../../lib/browser';
import { errorResponse, jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { CONVERSATION_ID, makeMessage, makeQueueSummaries, makeUser, REPORT_ID } from '../../../test/fixtures';
import { createTestQueryClient, renderApp, renderWithRouter } from '../../../test/render';
import { stubWebSocket } from '../../../test/web-socket';
import { DashboardPage } from './DashboardPage';

const stats = { activeContracts: 2, pendingApplications: 3, unreadMessages: 4 };
const activity: ActivityItem[] = [
  {
    title: 'Application sent',
    description: 'You applied to Night chat operator',
    createdAt: '2024-06-01T09:30:00.000Z',
    badge: 'pending',
    link: '/jobs/job-1',
  },
  { title: 'Welcome', description: 'Your account is ready', createdAt: '2024-05-01T10:00:00.000Z', badge: null, link: null },
];

function statCard(label: string): HTMLElement {
  return screen.getByLabelText(label);
}

function quickActionLinks(): Record<string, string | null> {
  const card = screen.getByRole('heading', { name: 'Quick Actions' }).closest<HTMLElement>('.mantine-Card-root')!;
  return Object.fromEntries(
    within(card)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  );
}

function renderDashboard(user = makeUser(), items: ActivityItem[] = activity, routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': user,
    'GET /api/dashboard/stats': stats,
    'GET /api/dashboard/activity': items,
    ...routes,
  });
  return { fetchMock, ...renderApp('/') };
}

describe('dashboard', () => {
  it("shows a freelancer's header, stats, quick actions and activity", async () => {
    renderDashboard(makeUser({ role: 'freelancer', isVerified: false, trustScore: 42 }));

    expect(await screen.findByText('Active Contracts')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Amara Okafor' })).toBeTruthy();
    expect(screen.getByText('@amara')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('AO')).toBeTruthy();
    expect(screen.queryByText('Verified')).toBeNull();
    expect(screen.getByRole('button', { name: 'Switch to Client' })).toBeTruthy();

    expect(within(statCard('Active Contracts')).getByText('2')).toBeTruthy();
    expect(within(statCard('Pending Applications')).getByText('3')).toBeTruthy();
    expect(within(statCard('Unread Messages')).getByText('4')).toBeTruthy();
    expect(within(statCard('Trust Score')).getByText('42/100')).toBeTruthy();

    expect(quickActionLinks()).toEqual({
      'Browse Jobs': '/jobs',
      'Post My Availability': '/jobs/new?type=seeking',
      'My Applications': '/applications',
      'Get Verified': '/verification',
      Messages: '/messages',
    });

    expect(screen.getByText('Application sent')).toBeTruthy();
    expect(screen.getByText('You applied to Night chat operator')).toBeTruthy();
    expect(screen.getByText(new Date(activity[0].createdAt).toLocaleDateString())).toBeTruthy();
    expect(screen.getByText('pending')).toBeTruthy();
    expect(screen.getByText('Welcome')).toBeTruthy();
  });

  it('shows a verified client their own labels and actions', async () => {
    renderDashboard(makeUser({ role: 'client', isVerified: true, trustScore: null }));

    expect(await screen.findByText('Applications Received')).toBeTruthy();
    expect(screen.queryByText('Pending Applications')).toBeNull();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch to Worker' })).toBeTruthy();
    // No score is not a score of 0: the dashboard says what the profile says (decision 0062).
    expect(within(statCard('Trust Score')).getByText('No trust score yet')).toBeTruthy();
    expect(within(statCard('Trust Score')).queryByText('0/100')).toBeNull();
    expect(quickActionLinks()).toEqual({
      'Post a Job': '/jobs/new',
      'My Jobs': '/my-jobs',
      'Find Freelancers': '/freelancers',
      Messages: '/messages',
    });
  });

  it("gives admins the work waiting for them instead of a member's cards, live, with no role switch", async () => {
    const sockets = stubWebSocket();
    let reports = 2;
    const { fetchMock } = renderDashboard(makeUser({ role: 'admin', twoFactorEnabled: true }), activity, {
      'GET /api/admin/queues': () => jsonResponse(makeQueueSummaries({ reports, verifications: 1 })),
    });

    const reportsCard = await screen.findByLabelText('Active Reports');
    expect(within(reportsCard).getByText('2')).toBeTruthy();
    expect(within(reportsCard).getByText('Oldest arrived', { exact: false })).toBeTruthy();
    expect(within(reportsCard).getByRole('link', { name: 'Active Reports' }).getAttribute('href')).toBe('/admin/reports');
    expect(
      within(screen.getByLabelText('Pending Verifications')).getByRole('link', { name: 'Pending Verifications' }).getAttribute('href'),
    ).toBe('/admin/verifications');
    expect(within(screen.getByLabelText('Appeals')).getByText('Nothing waiting')).toBeTruthy();
    expect(screen.queryByText('Applications Received')).toBeNull();
    expect(requestsTo(fetchMock, 'GET /api/dashboard/stats')).toHaveLength(0);
    // The navigation counts every waiting item too.
    expect(await screen.findByText('3 items waiting')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Switch to/ })).toBeNull();
    expect(quickActionLinks()).toEqual({
      'Review Verifications': '/admin/verifications',
      'Manage Reports': '/admin/reports',
      Messages: '/messages',
    });

    reports = 3;
    act(() =>
      sockets.push({ type: 'admin_queue_changed', kind: 'reports', itemId: REPORT_ID, change: 'opened', personId: null, adminId: null }),
    );
    expect(await within(screen.getByLabelText('Active Reports')).findByText('3')).toBeTruthy();
    expect(await screen.findByText('4 items waiting')).toBeTruthy();
  });

  it('asks an administrator without a second factor to set one up rather than showing the queues', async () => {
    const { fetchMock } = renderDashboard(makeUser({ role: 'admin', twoFactorEnabled: false }));

    expect(await screen.findByText('Set up two-factor sign-in to see the queues and act on them.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'GET /api/admin/queues')).toHaveLength(0);
  });

  it('hides Get Verified from a verified freelancer', async () => {
    renderDashboard(makeUser({ role: 'freelancer', isVerified: true }));

    await screen.findByText('Active Contracts');
    expect(quickActionLinks()['Get Verified']).toBeUndefined();
  });

  it('refetches the stats when a message arrives or is read', async () => {
    const sockets = stubWebSocket();
    let unreadMessages = 4;
    renderDashboard(makeUser(), activity, { 'GET /api/dashboard/stats': () => jsonResponse({ ...stats, unreadMessages }) });
    expect(await within(await screen.findByLabelText('Unread Messages')).findByText('4')).toBeTruthy();

    unreadMessages = 5;
    act(() => sockets.push({ type: 'new_message', conversationId: CONVERSATION_ID, message: makeMessage() }));
    expect(await within(statCard('Unread Messages')).findByText('5')).toBeTruthy();

    unreadMessages = 0;
    act(() =>
      sockets.push({
        type: 'message_read',
        conversationId: CONVERSATION_ID,
        readerId: makeUser().id,
        lastReadMessageId: makeMessage().id,
        readAt: '2024-06-03T10:05:00.000Z',
      }),
    );
    expect(await within(statCard('Unread Messages')).findByText('0')).toBeTruthy();
  });

  it('says when there is no recent activity', async () => {
    renderDashboard(makeUser(), []);

    expect(await screen.findByText('No recent activity')).toBeTruthy();
  });

  it('links the header to settings and log out', async () => {
    renderDashboard();

    await screen.findByText('Active Contracts');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    fireEvent.click(screen.getByRole('button', { name: /account menu$/ }));
    expect((await screen.findByRole('menuitem', { name: 'Log Out' })).getAttribute('href')).toBe('/api/logout');
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
  });

  it('switches the role and reloads the page', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const { fetchMock } = renderDashboard(makeUser({ role: 'freelancer' }), activity, {
      'PATCH /api/users/role': makeUser({ role: 'client' }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Client' }));

    await waitFor(() => expect(reload).toHaveBeenCalled());
    const request = fetchMock.mock.lastCall?.[0] as Request;
    expect(`${request.method} ${new URL(request.url).pathname}`).toBe('PATCH /api/users/role');
    expect(await request.json()).toEqual({ role: 'client' });
  });

  it('toasts when the role switch fails', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    renderDashboard(makeUser({ role: 'client' }), activity, {
      'PATCH /api/users/role': errorResponse(403, 'IDENTITY.ROLE_SWITCH_FORBIDDEN', 'Administrators cannot switch role'),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Worker' }));

    expect(await screen.findByText('Failed to switch role')).toBeTruthy();
    expect(screen.getByText('Administrators cannot switch role')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('sends a signed-in user whose session ended to the login', async () => {
    // The failed loader is reported by the router on the console.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({
      'GET /api/auth/user': makeUser(),
      'GET /api/dashboard/stats': errorResponse(401, 'AUTH.UNAUTHENTICATED', 'Sign in first'),
      'GET /api/dashboard/activity': [],
    });
    const handleUnauthorized = vi.fn();
    renderApp('/', { queryClient: createTestQueryClient(handleUnauthorized) });

    await waitFor(() => expect(handleUnauthorized).toHaveBeenCalledTimes(1));
  });

  it('shows an error screen that can retry when the dashboard cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let failing = true;
    mockFetch({
      'GET /api/auth/user': makeUser(),
      'GET /api/dashboard/stats': () => (failing ? errorResponse(500, 'INTERNAL', 'Boom') : jsonResponse(stats)),
      'GET /api/dashboard/activity': [],
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Active Contracts')).toBeTruthy();
  });

  it('shows a spinner while the stats load', async () => {
    let respond: (response: Response) => void = () => {};
    mockFetch({
      'GET /api/dashboard/stats': () => new Promise<Response>((resolve) => (respond = resolve)),
      'GET /api/dashboard/activity': [],
    });
    renderWithRouter(<DashboardPage user={makeUser()} />);

    expect(await screen.findByLabelText('Loading')).toBeTruthy();
    expect(screen.queryByText('Active Contracts')).toBeNull();
    await act(async () => respond(jsonResponse(stats)));
    expect(await screen.findByText('Active Contracts')).toBeTruthy();
  });
});
