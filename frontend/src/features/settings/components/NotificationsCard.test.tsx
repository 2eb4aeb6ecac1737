import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EmailPreferences } from '../../../api/types';
import { errorResponse, jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { NotificationsCard } from './NotificationsCard';

const PREFERENCES_ROUTE = 'GET /api/email/preferences';
const UPDATE_ROUTE = 'PUT /api/email/preferences';

function preferences(disabled: string[] = []): EmailPreferences {
  const topics = [
    { topic: 'applications', label: 'Applications to your jobs' },
    { topic: 'application_decisions', label: 'Decisions on your applications' },
    { topic: 'unread_messages', label: 'Unread messages (one email for all that wait unread)' },
  ] as const;
  return { topics: topics.map((item) => ({ ...item, enabled: !disabled.includes(item.topic) })) };
}

function toggle(label: string): HTMLInputElement {
  return screen.getByRole('switch', { name: label });
}

describe('notifications card', () => {
  it('shows one switch per topic, with the server’s label and state', async () => {
    mockFetch({ [PREFERENCES_ROUTE]: preferences(['unread_messages']) });
    renderWithProviders(<NotificationsCard />);

    const group = await screen.findByRole('group', { name: 'Notifications' });
    expect(within(group).getAllByRole('switch')).toHaveLength(3);
    expect(toggle('Applications to your jobs').checked).toBe(true);
    expect(toggle('Decisions on your applications').checked).toBe(true);
    expect(toggle('Unread messages (one email for all that wait unread)').checked).toBe(false);
  });

  it('saves each change of one topic at once', async () => {
    const fetchMock = mockFetch({
      [PREFERENCES_ROUTE]: preferences(),
      [UPDATE_ROUTE]: () => jsonResponse(preferences(['applications'])),
    });
    renderWithProviders(<NotificationsCard />);
    await screen.findByRole('group', { name: 'Notifications' });

    await userEvent.setup().click(toggle('Applications to your jobs'));

    expect(toggle('Applications to your jobs').checked).toBe(false);
    await waitFor(() => expect(requestsTo(fetchMock, UPDATE_ROUTE)).toHaveLength(1));
    const [request] = requestsTo(fetchMock, UPDATE_ROUTE);
    expect(await request.json()).toEqual({ topics: { applications: false } });
    expect(toggle('Decisions on your applications').checked).toBe(true);
  });

  it('turns a topic back on', async () => {
    const fetchMock = mockFetch({ [PREFERENCES_ROUTE]: preferences(['unread_messages']), [UPDATE_ROUTE]: preferences() });
    renderWithProviders(<NotificationsCard />);
    await screen.findByRole('group', { name: 'Notifications' });

    await userEvent.setup().click(toggle('Unread messages (one email for all that wait unread)'));

    await waitFor(() => expect(requestsTo(fetchMock, UPDATE_ROUTE)).toHaveLength(1));
    expect(await requestsTo(fetchMock, UPDATE_ROUTE)[0].json()).toEqual({ topics: { unread_messages: true } });
    expect(toggle('Unread messages (one email for all that wait unread)').checked).toBe(true);
  });

  it('moves the switch back and says why when saving fails', async () => {
    mockFetch({
      [PREFERENCES_ROUTE]: preferences(),
      [UPDATE_ROUTE]: errorResponse(429, 'TOO_MANY_REQUESTS', 'Too many requests. Please try again in 10 seconds.'),
    });
    renderWithProviders(<NotificationsCard />);
    await screen.findByRole('group', { name: 'Notifications' });

    await userEvent.setup().click(toggle('Applications to your jobs'));

    expect(await screen.findByText('Failed to save the email setting')).toBeTruthy();
    expect(screen.getByText('Too many requests. Please try again in 10 seconds.')).toBeTruthy();
    await waitFor(() => expect(toggle('Applications to your jobs').checked).toBe(true));
  });

  it('says when the settings could not be loaded', async () => {
    mockFetch({ [PREFERENCES_ROUTE]: errorResponse(500, 'INTERNAL', 'Something went wrong') });
    renderWithProviders(<NotificationsCard />);

    expect(await screen.findByText('The email settings could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows the administrators’ digest only when the server offers it, and saves it like any topic', async () => {
    const adminTopic = { topic: 'admin_queue', label: 'Work waiting for administrators (one email for all new items)' } as const;
    const member = preferences();
    const administrator: EmailPreferences = { topics: [...member.topics, { ...adminTopic, enabled: true }] };

    mockFetch({ [PREFERENCES_ROUTE]: member });
    const { unmount } = renderWithProviders(<NotificationsCard />);
    await screen.findByRole('group', { name: 'Notifications' });
    expect(screen.queryByRole('switch', { name: adminTopic.label })).toBeNull();
    unmount();

    const fetchMock = mockFetch({
      [PREFERENCES_ROUTE]: administrator,
      [UPDATE_ROUTE]: { topics: [...member.topics, { ...adminTopic, enabled: false }] },
    });
    renderWithProviders(<NotificationsCard />);
    await screen.findByRole('group', { name: 'Notifications' });
    expect(toggle(adminTopic.label).checked).toBe(true);

    await userEvent.setup().click(toggle(adminTopic.label));

    await waitFor(() => expect(requestsTo(fetchMock, UPDATE_ROUTE)).toHaveLength(1));
    expect(await requestsTo(fetchMock, UPDATE_ROUTE)[0].json()).toEqual({ topics: { admin_queue: false } });
    expect(toggle(adminTopic.label).checked).toBe(false);
  });
});
