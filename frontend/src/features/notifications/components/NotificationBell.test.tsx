import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../../../api/types';
import { jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { renderWithRouter } from '../../../test/render';
import { NotificationBell } from './NotificationBell';

const LIST_ROUTE = 'GET /api/notifications';
const READ_ROUTE = 'PATCH /api/notifications/n-report/read';

const newReport: AppNotification = {
  id: 'n-report',
  type: 'admin_queue',
  entityId: 'report-1',
  queue: 'reports',
  title: 'New report to review',
  message: 'A member reported Ana Lee, or something of theirs.',
  isRead: false,
  createdAt: new Date().toISOString(),
};

const contractStarted: AppNotification = {
  id: 'n-contract',
  type: 'contract',
  entityId: 'contract-1',
  title: 'Contract started',
  message: 'Your contract with Bo Chen started.',
  isRead: true,
  createdAt: new Date().toISOString(),
};

describe('the notification bell, for new work in the admin panel', () => {
  it('shows the queue’s icon beside the title, and leads to the queue’s section, marking it read', async () => {
    const fetchMock = mockFetch({
      [LIST_ROUTE]: [newReport, contractStarted],
      [READ_ROUTE]: () => jsonResponse({ ...newReport, isRead: true }),
    });
    const { router } = renderWithRouter(<NotificationBell role="admin" />);

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const item = await screen.findByRole('button', { name: 'Unread: New report to review' });
    expect(item.textContent).toContain('A member reported Ana Lee, or something of theirs.');
    // The queue's icon, whose code loads once such a notification shows.
    await waitFor(() => expect(item.querySelector('svg[data-queue="reports"]')).not.toBeNull());
    // Other kinds keep their plain title.
    expect(screen.getByRole('button', { name: 'Contract started' }).querySelector('svg')).toBeNull();

    await user.click(item);

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reports'));
    await waitFor(() => expect(requestsTo(fetchMock, READ_ROUTE)).toHaveLength(1));
  });
});
