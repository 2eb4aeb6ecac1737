import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockedUser } from '../../../api/types';
import { jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { CLIENT_ID, makePerson, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

function card(): HTMLElement {
  return screen.getByRole('heading', { name: 'Blocked users' }).closest<HTMLElement>('.mantine-Card-root')!;
}

describe('blocked users in settings', () => {
  it('lists the blocked users and unblocks one, with a toast', async () => {
    let blocked: BlockedUser[] = [{ user: makePerson(), blockedAt: '2024-06-03T10:00:00.000Z' }];
    const fetchMock = mockFetch({
      'GET /api/auth/user': makeUser(),
      'GET /api/users/username/check/amara': { available: false, error: null },
      'GET /api/blocked-users': () => jsonResponse(blocked),
      [`DELETE /api/users/${CLIENT_ID}/block`]: () => {
        blocked = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/settings');

    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
    expect(within(card()).getByText('@grace')).toBeTruthy();
    expect(within(card()).getByText('GH')).toBeTruthy();

    fireEvent.click(within(card()).getByRole('button', { name: 'Unblock Grace Hopper' }));

    expect(await screen.findByText('User unblocked')).toBeTruthy();
    expect(screen.getByText('Grace Hopper can message you again.')).toBeTruthy();
    expect(within(card()).getByText("You haven't blocked anyone.")).toBeTruthy();
    expect(requestsTo(fetchMock, `DELETE /api/users/${CLIENT_ID}/block`)).toHaveLength(1);
  });

  it('says when nobody is blocked', async () => {
    mockFetch({
      'GET /api/auth/user': makeUser(),
      'GET /api/users/username/check/amara': { available: false, error: null },
      'GET /api/blocked-users': [],
    });
    renderApp('/settings');

    expect(await screen.findByText("You haven't blocked anyone.")).toBeTruthy();
  });
});
