import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { browser } from '../../../lib/browser';
import { STORAGE_KEY } from '../../../lib/session-ended';
import { errorResponse, mockFetch, requestedRoutes, requestsTo } from '../../../test/fetch';
import { expectFieldError } from '../../../test/field-error';
import { makeUser } from '../../../test/fixtures';
import { renderApp, renderWithProviders } from '../../../test/render';
import { YourDataCard } from './YourDataCard';

const EXPORT_ROUTE = 'GET /api/auth/account/export';
const DELETE_ROUTE = 'DELETE /api/auth/account';
const member = { id: 'a0000000-0000-4000-8000-000000000001', email: 'amara@demo.local', role: 'freelancer' } as const;

let saveFile: MockInstance<typeof browser.saveFile>;
let assign: MockInstance<typeof browser.assign>;

beforeEach(() => {
  saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => undefined);
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  saveFile.mockRestore();
  assign.mockRestore();
});

async function openDeleteDialog(): Promise<HTMLElement> {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

function passwordField(dialog: HTMLElement): HTMLInputElement {
  return within(dialog).getByLabelText('Password', { selector: 'input' });
}

describe('your data card', () => {
  it('downloads the export as the file the server names', async () => {
    const exported = JSON.stringify({ profile: { firstName: 'Amara' } });
    mockFetch({
      [EXPORT_ROUTE]: new Response(exported, {
        headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="verifiedwork-data-2026-11-28.json"' },
      }),
    });
    renderWithProviders(<YourDataCard user={member} onAccountDeleted={() => {}} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [file, fileName] = saveFile.mock.calls[0];
    expect(fileName).toBe('verifiedwork-data-2026-11-28.json');
    expect(await file.text()).toBe(exported);
  });

  it('toasts when the download fails', async () => {
    mockFetch({ [EXPORT_ROUTE]: errorResponse(429, 'TOO_MANY_REQUESTS', 'Too many requests. Please try again in 5 minutes.') });
    renderWithProviders(<YourDataCard user={member} onAccountDeleted={() => {}} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText('Failed to download your data')).toBeTruthy();
    expect(screen.getByText('Too many requests. Please try again in 5 minutes.')).toBeTruthy();
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('explains what deleting keeps and removes, and asks for the password first', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<YourDataCard user={member} onAccountDeleted={() => {}} />);

    const dialog = await openDeleteDialog();
    expect(within(dialog).getByText('Kept without your name, shown as “Deleted user”')).toBeTruthy();
    expect(within(dialog).getByText('reviews you gave and received')).toBeTruthy();
    expect(within(dialog).getByText('Removed')).toBeTruthy();
    expect(within(dialog).getByText('your email address, username, password, profile, picture and portfolio')).toBeTruthy();
    expect(passwordField(dialog).getAttribute('autocomplete')).toBe('current-password');

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expectFieldError(passwordField(dialog), 'Password is required');
    expect(requestsTo(fetchMock, DELETE_ROUTE)).toHaveLength(0);

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a wrong password at the field and deletes nothing', async () => {
    mockFetch({ [DELETE_ROUTE]: errorResponse(400, 'IDENTITY.WRONG_CURRENT_PASSWORD', 'Your current password is not right') });
    const onAccountDeleted = vi.fn();
    renderWithProviders(<YourDataCard user={member} onAccountDeleted={onAccountDeleted} />);
    const dialog = await openDeleteDialog();
    const user = userEvent.setup();

    await user.type(passwordField(dialog), 'not-the-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expectFieldError(passwordField(dialog), 'Your current password is not right'));
    expect(onAccountDeleted).not.toHaveBeenCalled();
    expect(screen.queryByText('Failed to delete your account')).toBeNull();
  });

  it('toasts a refusal about no field', async () => {
    mockFetch({ [DELETE_ROUTE]: errorResponse(429, 'TOO_MANY_REQUESTS', 'Too many requests. Please try again in 1 minute.') });
    renderWithProviders(<YourDataCard user={member} onAccountDeleted={() => {}} />);
    const dialog = await openDeleteDialog();
    const user = userEvent.setup();

    await user.type(passwordField(dialog), 'browser-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Failed to delete your account')).toBeTruthy();
    expect(screen.getByText('Too many requests. Please try again in 1 minute.')).toBeTruthy();
  });

  it('offers administrators no deletion', () => {
    renderWithProviders(<YourDataCard user={{ ...member, role: 'admin' }} onAccountDeleted={() => {}} />);

    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
    expect(
      screen.getByText('Administrator accounts cannot be deleted here: ask the operator to remove the administrator role first.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeTruthy();
  });

  it('deletes the account with the password, forgets its drafts, then loads the sign-in page, which says the account was deleted', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetchMock = mockFetch({
        'GET /api/auth/user': makeUser(),
        'GET /api/conversations/unread-count': { unreadMessages: 0 },
        'GET /api/notifications': [],
        'GET /api/auth/sessions': [],
        'GET /api/email/preferences': { topics: [] },
        'GET /api/blocked-users': [],
        'GET /api/platform/stats': { totalWorkers: 12, verifiedWorkers: 5, totalJobs: 30 },
        [DELETE_ROUTE]: new Response(null, { status: 204 }),
      });
      const account = makeUser();
      const draftKey = `verifiedwork.draft:${account.id}:message:someone`;
      window.localStorage.setItem(draftKey, JSON.stringify('half a sentence'));
      renderApp('/settings');
      await screen.findByRole('heading', { name: 'Settings' });
      const toasts = new Set<unknown>();
      const unsubscribe = notificationsStore.subscribe(({ notifications }) => notifications.forEach(({ title }) => toasts.add(title)));
      onTestFinished(unsubscribe);
      const dialog = await openDeleteDialog();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

      await user.type(passwordField(dialog), 'browser-password-1');
      await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

      await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
      expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual({ reason: 'account_deleted' });
      expect(window.localStorage.getItem(draftKey)).toBeNull();
      expect(await requestsTo(fetchMock, DELETE_ROUTE)[0].json()).toEqual({ password: 'browser-password-1' });
      // Sent to the sign-in page once, not through the signed-out redirect, and no screen asked for the dashboard's data.
      await vi.advanceTimersByTimeAsync(1000);
      expect(assign).toHaveBeenCalledTimes(1);
      expect([...toasts]).toEqual(['Your account was deleted.']);
      expect(requestedRoutes(fetchMock)).not.toContain('GET /api/dashboard/stats');
    } finally {
      vi.useRealTimers();
    }
  });
});
