import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Contract, Dispute, User } from '../../../api/types';
import { expectFieldError } from '../../../test/field-error';
import { errorResponse, jsonResponse, mockFetch, requestedRoutes, requestsTo } from '../../../test/fetch';
import { AMARA_ID, CLIENT_ID, CONTRACT_ID, makeAdminDispute, makeContract, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { stubWebSocket } from '../../../test/web-socket';

const DISPUTES_ROUTE = 'POST /api/disputes';
const freelancer = makeUser({ id: AMARA_ID, role: 'freelancer' });

/** A dispute as the parties see it (without the administrators' initiator details). */
function makeDispute(overrides: Partial<Dispute> = {}): Dispute {
  const { initiator: _initiator, ...dispute } = makeAdminDispute();
  return { ...dispute, ...overrides };
}

function renderContract({
  contract = makeContract(),
  disputes = [],
  user = freelancer,
  routes = {},
}: { contract?: Contract; disputes?: Dispute[]; user?: User; routes?: Parameters<typeof mockFetch>[0] } = {}) {
  let mine = disputes;
  const fetchMock = mockFetch({
    'GET /api/auth/user': user,
    'GET /api/conversations/unread-count': { unreadMessages: 0 },
    'GET /api/notifications': [],
    [`GET /api/contracts/${CONTRACT_ID}`]: contract,
    'GET /api/disputes/my': () => jsonResponse(mine),
    [DISPUTES_ROUTE]: async (request) => {
      const { reason } = (await request.clone().json()) as { reason: string };
      const opened = makeDispute({ reason });
      mine = [opened];
      return jsonResponse(opened, 201);
    },
    ...routes,
  });
  return { fetchMock, ...renderApp(`/contracts/${CONTRACT_ID}`) };
}

async function openDialog(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Open Dispute' }));
  return screen.findByRole('dialog', { name: 'Open Dispute' });
}

describe('disputes on the contract page', () => {
  it('lets a party open a dispute with a reason, then shows its status instead of the button', async () => {
    const { fetchMock } = renderContract();

    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open Dispute' }));
    await waitFor(() => expectFieldError(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Please give a reason'));
    expect(requestedRoutes(fetchMock)).not.toContain(DISPUTES_ROUTE);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: ' The last two weeks were not paid. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open Dispute' }));

    expect(await screen.findByText('Dispute opened')).toBeTruthy();
    expect(await requestsTo(fetchMock, DISPUTES_ROUTE)[0].json()).toEqual({
      contractId: CONTRACT_ID,
      reason: 'The last two weeks were not paid.',
    });
    const card = (await screen.findByRole('heading', { name: 'Dispute' })).closest<HTMLElement>('.mantine-Card-root')!;
    expect(within(card).getByText('open')).toBeTruthy();
    expect(
      within(card).getByText(
        `You opened a dispute on ${new Date('2026-11-22T10:00:00.000Z').toLocaleDateString()}. It is waiting for an administrator.`,
      ),
    ).toBeTruthy();
    expect(within(card).getByText('The last two weeks were not paid.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open Dispute' })).toBeNull();
  });

  it("shows the server's refusal when the contract already has a dispute", async () => {
    renderContract({
      routes: {
        [DISPUTES_ROUTE]: errorResponse(409, 'MODERATION.DISPUTE_ALREADY_OPEN', 'This contract already has a dispute that is not resolved'),
      },
    });

    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Unpaid.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open Dispute' }));

    expect(await screen.findByText('Failed to open dispute')).toBeTruthy();
    expect(screen.getByText('This contract already has a dispute that is not resolved')).toBeTruthy();
  });

  it('shows a dispute the other party opened, under review, on a completed contract', async () => {
    renderContract({
      contract: makeContract({ status: 'completed', completedAt: '2026-11-20T10:00:00.000Z' }),
      disputes: [makeDispute({ status: 'under_review', initiatorId: CLIENT_ID })],
    });

    const card = (await screen.findByRole('heading', { name: 'Dispute' })).closest<HTMLElement>('.mantine-Card-root')!;
    expect(within(card).getByText('under review')).toBeTruthy();
    expect(within(card).getByText(/^The other party opened a dispute on .*\. An administrator is reviewing it\.$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open Dispute' })).toBeNull();
  });

  it("shows an administrator's step as soon as its contract notification is pushed", async () => {
    const sockets = stubWebSocket();
    let mine = [makeDispute()];
    renderContract({ routes: { 'GET /api/disputes/my': () => jsonResponse(mine) } });
    const card = (await screen.findByRole('heading', { name: 'Dispute' })).closest<HTMLElement>('.mantine-Card-root')!;
    expect(within(card).getByText('open')).toBeTruthy();

    mine = [makeDispute({ status: 'under_review' })];
    act(() =>
      sockets.push({
        type: 'notification',
        notification: {
          id: 'n1',
          type: 'contract',
          entityId: CONTRACT_ID,
          title: 'Dispute under review',
          message: 'Our team is now reviewing the dispute.',
          isRead: false,
          createdAt: '2026-11-23T10:00:00.000Z',
        },
      }),
    );

    expect(await within(card).findByText('under review')).toBeTruthy();
  });

  it('shows the resolution of the earlier dispute and offers a new one, on a completed contract too', async () => {
    renderContract({
      contract: makeContract({ status: 'completed', completedAt: '2026-11-20T10:00:00.000Z' }),
      disputes: [makeDispute({ status: 'resolved', resolution: 'Paid in full.', resolvedAt: '2026-11-23T10:00:00.000Z' })],
    });

    expect(await screen.findByRole('button', { name: 'Open Dispute' })).toBeTruthy();
    const dispute = screen.getByRole('region', { name: 'Dispute' });
    expect(within(dispute).getByText('resolved')).toBeTruthy();
    expect(within(dispute).getByText('Paid in full.')).toBeTruthy();
    expect(within(dispute).getByText(/An administrator resolved it on/)).toBeTruthy();
  });

  it('offers nothing to an administrator looking at the contract', async () => {
    renderContract({
      contract: makeContract({ viewerRole: null }),
      user: makeUser({ id: 'ad000000-0000-4000-8000-000000000001', role: 'admin' }),
    });

    expect(await screen.findByText('Five nights a week.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open Dispute' })).toBeNull();
  });
});
