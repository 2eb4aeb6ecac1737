import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Invitation } from '../../../api/types';
import { jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { AMARA_ID, CLIENT_ID, JOB_ID, makeJobDetail, makePerson, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const INVITATION_ID = '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5f60';

function makeInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: INVITATION_ID,
    jobId: JOB_ID,
    job: { id: JOB_ID, title: 'Night chat operator', status: 'open' },
    clientId: CLIENT_ID,
    client: makePerson(),
    freelancerId: AMARA_ID,
    freelancer: makePerson({ id: AMARA_ID, firstName: 'Amara', lastName: 'Okafor', username: 'amara' }),
    message: 'Your chat experience fits our night shift.',
    status: 'invited',
    declineReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const freelancer = makeUser({ id: AMARA_ID, role: 'freelancer' });
const client = makeUser({ id: CLIENT_ID, role: 'client', firstName: 'Grace', lastName: 'Hopper' });

describe('the Invitations screen', () => {
  it('shows a freelancer the invitations received: the job, the client, the message, the status and the date', async () => {
    const invitation = makeInvitation();
    mockFetch({ 'GET /api/auth/user': freelancer, 'GET /api/invitations': [invitation] });
    renderApp('/invitations');

    const card = await screen.findByRole('article', { name: 'Night chat operator' });
    expect(screen.getByRole('tab', { name: 'Received' }).getAttribute('aria-selected')).toBe('true');
    expect(within(card).getByRole('link', { name: 'Night chat operator' }).getAttribute('href')).toBe(`/jobs/${JOB_ID}`);
    expect(within(card).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe(`/profile/${CLIENT_ID}`);
    expect(within(card).getByText('Your chat experience fits our night shift.')).toBeTruthy();
    expect(within(card).getByText('invited')).toBeTruthy();
    expect(within(card).getByText(`Invited ${new Date(invitation.createdAt).toLocaleDateString()}`)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('asks the server for the box of the tab, a page at a time, and loads the next page on Load more', async () => {
    const first = makeInvitation();
    const second = makeInvitation({
      id: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b',
      job: { id: JOB_ID, title: 'Weekend email support', status: 'open' },
    });
    const fetchMock = mockFetch({
      'GET /api/auth/user': freelancer,
      'GET /api/invitations': (request) => {
        const url = new URL(request.url);
        if (url.searchParams.get('box') === 'sent') return jsonResponse([]);
        return url.searchParams.get('cursor') === 'next' ? jsonResponse([second]) : jsonResponse([first], 200, { 'X-Next-Cursor': 'next' });
      },
    });
    renderApp('/invitations');
    const user = userEvent.setup();

    await screen.findByRole('article', { name: 'Night chat operator' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Weekend email support' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Sent' }));
    expect(await screen.findByText('No invitations sent')).toBeTruthy();
    const boxes = requestsTo(fetchMock, 'GET /api/invitations').map((request) => new URL(request.url).searchParams.get('box'));
    expect(boxes).toEqual(['received', 'received', 'sent']);
  });

  it('shows a client the invitations sent, with the freelancer, a decline’s reason and no Accept or Decline', async () => {
    const declined = makeInvitation({ status: 'declined', declineReason: 'Booked until March.', updatedAt: '2026-11-22T10:00:00.000Z' });
    mockFetch({ 'GET /api/auth/user': client, 'GET /api/invitations': [declined] });
    renderApp('/invitations');

    const card = await screen.findByRole('article', { name: 'Night chat operator' });
    expect(screen.getByRole('tab', { name: 'Sent' }).getAttribute('aria-selected')).toBe('true');
    expect(within(card).getByRole('link', { name: 'Amara Okafor' }).getAttribute('href')).toBe(`/profile/${AMARA_ID}`);
    expect(within(card).getByText('declined')).toBeTruthy();
    expect(within(card).getByText('Reason: Booked until March.')).toBeTruthy();
    expect(within(card).getByText(/Declined/).textContent).toContain(new Date(declined.updatedAt).toLocaleDateString());
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('offers no answer to an invitation whose job closed', async () => {
    mockFetch({ 'GET /api/auth/user': freelancer, 'GET /api/invitations': [makeInvitation({ status: 'closed' })] });
    renderApp('/invitations');

    const card = await screen.findByRole('article', { name: 'Night chat operator' });
    expect(within(card).getByText('closed')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('accepts and opens the apply form of the job', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': freelancer,
      'GET /api/invitations': [makeInvitation()],
      [`POST /api/invitations/${INVITATION_ID}/accept`]: { jobId: JOB_ID },
      [`GET /api/jobs/${JOB_ID}`]: makeJobDetail(),
    });
    const { history } = renderApp('/invitations');
    const user = userEvent.setup();

    const card = await screen.findByRole('article', { name: 'Night chat operator' });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByRole('heading', { name: 'Job Details' })).toBeTruthy();
    expect(history.location.pathname).toBe(`/jobs/${JOB_ID}/apply`);
    expect(requestsTo(fetchMock, `POST /api/invitations/${INVITATION_ID}/accept`)).toHaveLength(1);
  });

  it('declines with an optional reason the client reads', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': freelancer,
      'GET /api/invitations': [makeInvitation()],
      [`POST /api/invitations/${INVITATION_ID}/decline`]: makeInvitation({ status: 'declined', declineReason: 'Booked until March.' }),
    });
    renderApp('/invitations');
    const user = userEvent.setup();

    const card = await screen.findByRole('article', { name: 'Night chat operator' });
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this invitation?' });
    await user.type(within(dialog).getByLabelText(/Reason/), '  Booked until March. ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText('Invitation declined')).toBeTruthy();
    const [sent] = requestsTo(fetchMock, `POST /api/invitations/${INVITATION_ID}/decline`);
    expect(await sent.json()).toEqual({ reason: 'Booked until March.' });
  });

  it('says why an answer failed, in the server’s words', async () => {
    mockFetch({
      'GET /api/auth/user': freelancer,
      'GET /api/invitations': [makeInvitation()],
      [`POST /api/invitations/${INVITATION_ID}/accept`]: jsonResponse(
        { statusCode: 409, code: 'JOBS.INVITATION_NOT_OPEN', message: 'This invitation has already been declined.' },
        409,
      ),
    });
    renderApp('/invitations');
    const user = userEvent.setup();

    const card = await screen.findByRole('article', { name: 'Night chat operator' });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Failed to accept the invitation')).toBeTruthy();
    expect(screen.getByText('This invitation has already been declined.')).toBeTruthy();
  });
});
