import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, requestsTo } from '../test/fetch';
import { AMARA_ID, CLIENT_ID, JOB_ID, makeJob } from '../test/fixtures';
import { renderWithRouter } from '../test/render';
import { InviteToJobButton } from './InviteToJob';

const JOBS_ROUTE = `GET /api/jobs/client/${CLIENT_ID}`;
const INVITE_ROUTE = `POST /api/jobs/${JOB_ID}/invitations`;
const invitee = { id: AMARA_ID, firstName: 'Amara', lastName: 'Okafor' };

async function openModal() {
  renderWithRouter(<InviteToJobButton clientId={CLIENT_ID} invitee={invitee} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Invite to a job' }));
  return screen.findByRole('dialog', { name: 'Invite Amara Okafor to a job' });
}

async function chooseJob(dialog: HTMLElement, title: string) {
  fireEvent.click(await within(dialog).findByRole('combobox', { name: 'Job' }));
  fireEvent.click(await screen.findByRole('option', { name: title }));
}

describe('Invite to a job', () => {
  it('lists the client’s open job offers and sends the chosen one with the message', async () => {
    const fetchMock = mockFetch({
      [JOBS_ROUTE]: [makeJob(), makeJob({ id: 'c0ffee00-1111-4222-8333-444455556666', title: 'Weekend email support' })],
      [INVITE_ROUTE]: jsonResponse({ id: 'i1' }, 201),
    });
    const dialog = await openModal();
    await chooseJob(dialog, 'Night chat operator');
    await userEvent.setup().type(within(dialog).getByLabelText(/Message/), '  Your night shifts fit us. ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [listed] = requestsTo(fetchMock, JOBS_ROUTE);
    const query = new URL(listed.url).searchParams;
    expect([query.get('status'), query.get('jobType')]).toEqual(['open', 'job_offer']);
    const [sent] = requestsTo(fetchMock, INVITE_ROUTE);
    expect(await sent.json()).toEqual({ freelancerId: AMARA_ID, message: 'Your night shifts fit us.' });
  });

  it('asks for a job before sending anything', async () => {
    const fetchMock = mockFetch({ [JOBS_ROUTE]: [makeJob()] });
    const dialog = await openModal();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Send invitation' }));

    expect(await within(dialog).findByText('Choose the job to invite to')).toBeTruthy();
    expect(requestsTo(fetchMock, INVITE_ROUTE)).toHaveLength(0);
  });

  it('keeps the server’s refusal in the modal and in a toast: a freelancer who receives no invitations', async () => {
    const refusal = 'This freelancer does not receive invitations to jobs. You can send them a message instead.';
    mockFetch({ [JOBS_ROUTE]: [makeJob()], [INVITE_ROUTE]: errorResponse(409, 'JOBS.NOT_ACCEPTING_INVITATIONS', refusal) });
    const dialog = await openModal();
    await chooseJob(dialog, 'Night chat operator');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', expect.stringContaining(refusal));
    expect(screen.getByText('Failed to send the invitation')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Invite Amara Okafor to a job' })).toBeTruthy();
  });

  it('says so for an invitation already sent or a freelancer who already applied', async () => {
    mockFetch({
      [JOBS_ROUTE]: [makeJob()],
      [INVITE_ROUTE]: errorResponse(409, 'JOBS.ALREADY_INVITED', 'You have already invited this freelancer to this job'),
    });
    const dialog = await openModal();
    await chooseJob(dialog, 'Night chat operator');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain('You have already invited this freelancer to this job');
  });

  it('points a client without an open job offer to posting one', async () => {
    mockFetch({ [JOBS_ROUTE]: [] });
    const dialog = await openModal();

    expect(await within(dialog).findByText(/You have no open job offers to invite to/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Post a Job' }).getAttribute('href')).toBe('/jobs/new');
    expect(within(dialog).queryByRole('button', { name: 'Send invitation' })).toBeNull();
  });
});
