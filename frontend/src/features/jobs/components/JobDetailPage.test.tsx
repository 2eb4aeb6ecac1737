import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { JobDetail } from '../../../api/types';
import { errorResponse, jsonResponse, mockFetch, requestedRoutes, requestsTo } from '../../../test/fetch';
import { CLIENT_ID, JOB_ID, makeApplication, makeJobDetail, makePerson, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { expectFieldError, expectNoFieldError } from '../../../test/field-error';

const JOB_ROUTE = `GET /api/jobs/${JOB_ID}`;
const freelancer = makeUser({ role: 'freelancer', isVerified: true });
const owner = makeUser({ id: CLIENT_ID, role: 'client', firstName: 'Grace', lastName: 'Hopper', username: 'grace' });
const VERIFIED_ONLY_REASON = 'This job is open to verified workers only. Get verified to apply.';

function renderJob(job: JobDetail | Response, user = freelancer, routes: Parameters<typeof mockFetch>[0] = {}, path = `/jobs/${JOB_ID}`) {
  const fetchMock = mockFetch({ 'GET /api/auth/user': user, [JOB_ROUTE]: job, ...routes });
  return { fetchMock, ...renderApp(path) };
}

function card(title: string): HTMLElement {
  return screen.getByRole('heading', { name: title }).closest<HTMLElement>('.mantine-Card-root')!;
}

/** The rate and hours the apply form requires beside the cover letter. */
function fillProposalTerms() {
  fireEvent.change(screen.getByRole('textbox', { name: /Rate per hour/ }), { target: { value: '18.50' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Hours per week/ }), { target: { value: '20' } });
}

describe('job detail', () => {
  it('shows the post, its client and the apply card to a freelancer', async () => {
    renderJob(makeJobDetail({ verifiedOnly: true, tags: ['Zendesk', 'English'] }));

    expect(await screen.findByRole('heading', { name: 'Night chat operator' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Job Details' })).toBeTruthy();
    expect(screen.getByText('open')).toBeTruthy();
    expect(screen.getByText('Chat Operator')).toBeTruthy();
    expect(screen.getByText('3 months')).toBeTruthy();
    expect(screen.getByText('$25–40/hr · 20 h/week')).toBeTruthy();
    expect(screen.getByText('Verified Only')).toBeTruthy();
    expect(screen.getByText('Answer customer chats on the night shift.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Required Skills' })).toBeTruthy();
    expect(screen.getByText('Zendesk')).toBeTruthy();
    expect(screen.getByText(`Posted ${new Date('2024-06-01T09:30:00.000Z').toLocaleDateString()}`)).toBeTruthy();
    expect(screen.queryByText('Reverse Listing')).toBeNull();

    const about = card('About the Client');
    expect(within(about).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe(`/profile/${CLIENT_ID}`);
    expect(within(about).getByText('Verified')).toBeTruthy();
    expect(within(about).getByText('Lisbon, Portugal')).toBeTruthy();
    // The rating is the average of the client's published reviews, with their count (decision 0062).
    expect(within(about).getByText('★ 4.6 · 5 reviews')).toBeTruthy();
    expect(within(about).getByText('3 jobs posted')).toBeTruthy();

    const apply = card('Apply for this Job');
    expect(within(apply).getByRole('textbox', { name: 'Cover letter' })).toBeTruthy();
    expect(within(apply).getByRole('button', { name: 'Submit Application' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Manage Job' })).toBeNull();
  });

  it('shows a fixed price, the start date and the time zone overlap, and an availability post’s hourly rate', async () => {
    renderJob(
      makeJobDetail({
        pay: { type: 'fixed', currency: 'GBP', minimum: 150000, maximum: null },
        hoursPerWeek: null,
        startDate: '2027-01-04',
        timeZone: 'Europe/London',
        overlapHours: 3,
      }),
    );
    expect(await screen.findByText('£1,500 fixed')).toBeTruthy();
    expect(screen.getByText(`Starts ${new Date('2027-01-04T12:00:00Z').toLocaleDateString()}`)).toBeTruthy();
    expect(screen.getByText('3 h/day overlap with Europe/London')).toBeTruthy();
  });

  it('asks for a cover letter before sending anything: a toast and a mark on the field', async () => {
    const { fetchMock } = renderJob(makeJobDetail());

    const coverLetter = await screen.findByRole('textbox', { name: 'Cover letter' });
    expectNoFieldError(coverLetter);
    fireEvent.change(coverLetter, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Missing information')).toBeTruthy();
    expect(screen.getByText('Please provide a cover letter')).toBeTruthy();
    expectFieldError(coverLetter, 'Cover letter is required');
    expect(document.activeElement).toBe(coverLetter);
    expect(requestedRoutes(fetchMock)).not.toContain('POST /api/applications');

    fireEvent.change(coverLetter, { target: { value: 'I know Zendesk well.' } });
    expectNoFieldError(coverLetter);
  });

  it('submits the application and shows it in place of the form', async () => {
    const { fetchMock } = renderJob(makeJobDetail(), freelancer, {
      'POST /api/applications': jsonResponse(makeApplication(), 201),
    });

    fireEvent.change(await screen.findByRole('textbox', { name: 'Cover letter' }), {
      target: { value: 'I have run night shifts for two years.' },
    });
    fillProposalTerms();
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2024-07-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Application submitted')).toBeTruthy();
    const [request] = requestsTo(fetchMock, 'POST /api/applications');
    expect(await request.json()).toEqual({
      jobId: JOB_ID,
      coverLetter: 'I have run night shifts for two years.',
      proposedRate: { type: 'hourly', currency: 'USD', amount: 1850 },
      availability: { hoursPerWeek: 20, startDate: '2024-07-01' },
    });
    expect(within(card('You applied')).getByText('pending')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Apply for this Job' })).toBeNull();
  });

  it("toasts the server's reason when the application is refused", async () => {
    const message = 'This job no longer takes applications';
    renderJob(makeJobDetail(), freelancer, {
      'POST /api/applications': errorResponse(409, 'JOBS.JOB_NOT_OPEN', message),
    });

    fireEvent.change(await screen.findByRole('textbox', { name: 'Cover letter' }), { target: { value: 'Please consider me.' } });
    fillProposalTerms();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Failed to submit application')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Apply for this Job' })).toBeTruthy();
    expectNoFieldError(screen.getByRole('textbox', { name: 'Cover letter' }));
  });

  it("puts the server's field error under the cover letter, and toasts", async () => {
    const message = 'coverLetter must be shorter than or equal to 5000 characters';
    renderJob(makeJobDetail(), freelancer, {
      'POST /api/applications': jsonResponse(
        { statusCode: 400, code: 'VALIDATION_FAILED', message, details: { fields: [{ field: 'coverLetter', errors: [message] }] } },
        400,
      ),
    });

    const coverLetter = await screen.findByRole('textbox', { name: 'Cover letter' });
    fireEvent.change(coverLetter, { target: { value: 'Please consider me.' } });
    fillProposalTerms();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Failed to submit application')).toBeTruthy();
    await waitFor(() => expectFieldError(coverLetter, message));
  });

  it('tells an unverified freelancer why a verified-only job has no form, with a link to get verified', async () => {
    const { fetchMock } = renderJob(makeJobDetail({ verifiedOnly: true }), makeUser({ role: 'freelancer', isVerified: false }));

    expect(await screen.findByText(VERIFIED_ONLY_REASON)).toBeTruthy();
    expect(within(card('Apply for this Job')).getByText(VERIFIED_ONLY_REASON)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Cover letter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Get verified' }).getAttribute('href')).toBe('/verification');
    expect(requestedRoutes(fetchMock)).not.toContain('POST /api/applications');
  });

  it.each([
    [
      'a client',
      makeUser({ role: 'client' }),
      makeJobDetail(),
      'Only workers can apply to jobs. Switch to Worker on your dashboard to apply.',
    ],
    ['an admin', makeUser({ role: 'admin' }), makeJobDetail(), 'Only workers can apply to jobs.'],
    ['the owner', owner, makeJobDetail(), 'This is your own post, so you cannot apply to it.'],
    [
      'a freelancer, on a closed job',
      freelancer,
      makeJobDetail({ status: 'closed' }),
      'This job is closed and no longer takes applications.',
    ],
    [
      'a freelancer, on an availability post',
      freelancer,
      makeJobDetail({ jobType: 'job_seeking' }),
      "This is a worker's availability post; it does not take applications.",
    ],
    [
      'an unverified freelancer, on a verified-only job',
      makeUser({ isVerified: false }),
      makeJobDetail({ verifiedOnly: true }),
      VERIFIED_ONLY_REASON,
    ],
  ])('shows %s sent to the apply address the job and why they cannot apply', async (_viewer, user, job, reason) => {
    const { router } = renderJob(job, user, {}, `/jobs/${JOB_ID}/apply`);

    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Night chat operator' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/jobs/${JOB_ID}/apply`);
    expect(screen.queryByRole('textbox', { name: 'Cover letter' })).toBeNull();
    const heading = screen.getByRole('heading', { name: 'Apply for this Job' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('shows an earlier application, not a reason, at the apply address', async () => {
    renderJob(makeJobDetail({ myApplication: { id: makeApplication().id, status: 'pending' } }), freelancer, {}, `/jobs/${JOB_ID}/apply`);

    expect(await screen.findByRole('heading', { name: 'You applied' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Apply for this Job' })).toBeNull();
  });

  it('shows an earlier application instead of the form', async () => {
    renderJob(makeJobDetail({ myApplication: { id: makeApplication().id, status: 'accepted' } }));

    expect(await screen.findByRole('heading', { name: 'You applied' })).toBeTruthy();
    expect(within(card('You applied')).getByText('accepted')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Cover letter' })).toBeNull();
  });

  it('offers no apply card on a closed job', async () => {
    renderJob(makeJobDetail({ status: 'closed' }));

    expect(await screen.findByText('closed')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Apply for this Job' })).toBeNull();
  });

  it('focuses the cover letter at /jobs/{id}/apply', async () => {
    renderJob(makeJobDetail(), freelancer, {}, `/jobs/${JOB_ID}/apply`);

    const coverLetter = await screen.findByRole('textbox', { name: 'Cover letter' });
    await waitFor(() => expect(document.activeElement).toBe(coverLetter));
  });

  it('gives the owner the Manage Job card and no apply card', async () => {
    renderJob(makeJobDetail(), owner);

    await screen.findByRole('heading', { name: 'Manage Job' });
    const manage = card('Manage Job');
    expect(within(manage).getByRole('link', { name: 'View Applications (2)' }).getAttribute('href')).toBe(`/jobs/${JOB_ID}/applications`);
    expect(within(manage).getByRole('button', { name: 'Edit Job' })).toBeTruthy();
    expect(within(manage).getByRole('button', { name: 'Close Job' })).toBeTruthy();
    expect(within(manage).getByRole('button', { name: 'Cancel Job' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Apply for this Job' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull();
  });

  it('gives an availability post its own labels: Skills, and no View Applications for its owner', async () => {
    const worker = makeUser({ id: CLIENT_ID, role: 'freelancer', firstName: 'Mei', lastName: 'Lin', username: 'mei' });
    renderJob(makeJobDetail({ jobType: 'job_seeking', tags: ['Zendesk'], applicationCount: 0 }), worker);

    expect(await screen.findByRole('heading', { name: 'Skills' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Required Skills' })).toBeNull();
    const manage = card('Manage Job');
    expect(within(manage).queryByRole('link', { name: /View Applications/ })).toBeNull();
    expect(within(manage).getByRole('button', { name: 'Edit Job' })).toBeTruthy();
  });

  it('tells the owner their post was taken down by an administrator, and why; it is read and appealed, not managed', async () => {
    const ACTION_ID = 'e0000000-0000-4000-8000-000000000001';
    const action = {
      id: ACTION_ID,
      kind: 'job_takedown' as const,
      subjectId: JOB_ID,
      reason: 'Asks for payment up front',
      endsAt: null,
      status: 'active' as const,
      createdAt: '2026-11-25T10:00:00.000Z',
    };
    const filed = {
      id: 'f0000000-0000-4000-8000-000000000001',
      text: 'The fee is the platform’s own.',
      status: 'pending' as const,
      decisionReason: null,
      createdAt: '2026-11-26T10:00:00.000Z',
      decidedAt: null,
    };
    let appeal: typeof filed | null = null;
    const { fetchMock } = renderJob(
      makeJobDetail({ takenDown: { reason: 'Asks for payment up front', at: '2026-11-25T10:00:00.000Z' } }),
      owner,
      {
        [`GET /api/appeals/subjects/${JOB_ID}`]: () => jsonResponse({ action, appeal, canAppeal: appeal === null }),
        'POST /api/appeals': () => {
          appeal = filed;
          return jsonResponse({ ...filed, action }, 201);
        },
      },
    );

    const alert = (await screen.findByText('Taken down by an administrator')).closest<HTMLElement>('.mantine-Alert-root')!;
    expect(within(alert).getByText('Reason: Asks for payment up front')).toBeTruthy();
    expect(
      within(alert).getByText(
        `On ${new Date('2026-11-25T10:00:00.000Z').toLocaleDateString()}. Only you can see this post now; it cannot be edited, closed or cancelled.`,
      ),
    ).toBeTruthy();
    // Its state is taken down, not open; nothing to manage but its applications.
    expect(screen.getByText('Taken down')).toBeTruthy();
    expect(screen.queryByText('open')).toBeNull();
    for (const name of ['Edit Job', 'Close Job', 'Cancel Job']) expect(screen.queryByRole('button', { name })).toBeNull();

    fireEvent.click(await within(alert).findByRole('button', { name: 'Appeal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal the decision' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expectFieldError(
      within(dialog).getByRole('textbox', { name: /Why should the decision change/ }),
      'Please say why the decision should change',
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Why should the decision change/ }), {
      target: { value: '  The fee is the platform’s own.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send appeal' }));

    expect(await within(alert).findByText(`Appeal sent on ${new Date('2026-11-26T10:00:00.000Z').toLocaleDateString()}`)).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Appeal' })).toBeNull();
    const [request] = requestsTo(fetchMock, 'POST /api/appeals');
    expect(await request.json()).toEqual({ actionId: ACTION_ID, text: 'The fee is the platform’s own.' });
  });

  it('edits the post in a modal prefilled with it', async () => {
    const { fetchMock } = renderJob(makeJobDetail(), owner, {
      [`PATCH /api/jobs/${JOB_ID}`]: makeJobDetail({ title: 'Night chat operator (EU)', duration: null }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job' });
    const title = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Title' });
    expect(title.value).toBe('Night chat operator');
    expect(within(dialog).getByRole<HTMLInputElement>('combobox', { name: 'Category' }).value).toBe('Chat Operator');
    fireEvent.change(title, { target: { value: 'Night chat operator (EU)' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Duration' }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Job updated')).toBeTruthy();
    const [request] = requestsTo(fetchMock, `PATCH /api/jobs/${JOB_ID}`);
    expect(await request.json()).toEqual({
      title: 'Night chat operator (EU)',
      description: 'Answer customer chats on the night shift.',
      category: 'chat-operator',
      duration: null,
      tags: ['Zendesk', 'English'],
      verifiedOnly: false,
      // The pay as it was: prefilled in whole units, sent back in minor units.
      pay: { type: 'hourly', currency: 'USD', minimum: 2500, maximum: 4000 },
      hoursPerWeek: 20,
      startDate: null,
      timeZone: null,
      overlapHours: null,
    });
    expect(await screen.findByRole('heading', { name: 'Night chat operator (EU)' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('marks the emptied required fields of the edited post and toasts Missing fields', async () => {
    const { fetchMock } = renderJob(makeJobDetail(), owner);

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    fireEvent.change(title, { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Missing fields')).toBeTruthy();
    expect(screen.getByText('Please fill in all required fields')).toBeTruthy();
    expectFieldError(title, 'Title is required');
    expectNoFieldError(description);
    expect(document.activeElement).toBe(title);
    expect(requestedRoutes(fetchMock)).not.toContain(`PATCH /api/jobs/${JOB_ID}`);
  });

  it("puts the server's field errors of an edit under their fields", async () => {
    const message = 'each value in tags must be shorter than or equal to 40 characters';
    renderJob(makeJobDetail(), owner, {
      [`PATCH /api/jobs/${JOB_ID}`]: jsonResponse(
        { statusCode: 400, code: 'VALIDATION_FAILED', message, details: { fields: [{ field: 'tags[1]', errors: [message] }] } },
        400,
      ),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update job')).toBeTruthy();
    await waitFor(() => expectFieldError(within(dialog).getByLabelText('Required skills'), message));
    expectNoFieldError(within(dialog).getByRole('textbox', { name: 'Title' }));
  });

  it('closes the job after confirmation', async () => {
    const { fetchMock } = renderJob(makeJobDetail(), owner, {
      [`POST /api/jobs/${JOB_ID}/close`]: makeJobDetail({ status: 'closed' }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Close Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this job?' });
    expect(requestedRoutes(fetchMock)).not.toContain(`POST /api/jobs/${JOB_ID}/close`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Job closed')).toBeTruthy();
    expect(requestedRoutes(fetchMock)).toContain(`POST /api/jobs/${JOB_ID}/close`);
    expect(await screen.findByText('closed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Job' })).toBeNull();
    expect(screen.getByText('This job is closed; it can no longer be edited.')).toBeTruthy();
  });

  it('cancels the job after confirmation', async () => {
    renderJob(makeJobDetail(), owner, {
      [`POST /api/jobs/${JOB_ID}/cancel`]: makeJobDetail({ status: 'cancelled' }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Job' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel this job?' })).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Job cancelled')).toBeTruthy();
    expect(await screen.findByText('cancelled')).toBeTruthy();
  });

  it('shows a worker to a client, with a Message button', async () => {
    const workerId = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
    renderJob(
      makeJobDetail({
        jobType: 'job_seeking',
        clientId: workerId,
        clientPostCount: 1,
        client: makePerson({
          id: workerId,
          firstName: 'Mei',
          lastName: 'Lin',
          rating: null,
          reviewCount: 0,
          isVerified: false,
          location: null,
        }),
      }),
      makeUser({ role: 'client' }),
    );

    await screen.findByRole('heading', { name: 'About the Worker' });
    const about = card('About the Worker');
    expect(screen.getByText('Reverse Listing')).toBeTruthy();
    expect(within(about).getByText('No reviews yet')).toBeTruthy();
    expect(within(about).getByText('1 listing posted')).toBeTruthy();
    expect(within(about).getByRole('link', { name: 'Message' }).getAttribute('href')).toBe(`/messages?userId=${workerId}`);
    expect(screen.queryByRole('heading', { name: 'Apply for this Job' })).toBeNull();
  });

  it("shows 'Job not found' with a way back for an unknown job, as a state rather than an error", async () => {
    const consoleError = vi.spyOn(console, 'error');
    renderJob(errorResponse(404, 'JOBS.JOB_NOT_FOUND', 'Job not found'));

    expect(await screen.findByText('Job not found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Job Details' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Jobs' }).getAttribute('href')).toBe('/jobs');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("shows 'Job not found' for an address that cannot name a job", async () => {
    mockFetch({
      'GET /api/auth/user': freelancer,
      'GET /api/jobs/not-a-job': errorResponse(400, 'VALIDATION_FAILED', 'Validation failed (uuid is expected)'),
    });
    renderApp('/jobs/not-a-job');

    expect(await screen.findByText('Job not found')).toBeTruthy();
  });
});
