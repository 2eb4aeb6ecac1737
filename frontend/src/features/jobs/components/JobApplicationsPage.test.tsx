import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Application } from '../../../api/types';
import { errorResponse, jsonResponse, mockFetch, requestedRoutes, requestsTo } from '../../../test/fetch';
import { CLIENT_ID, CONTRACT_ID, JOB_ID, makeApplication, makeJobDetail, makePerson, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { expectFieldError, expectNoFieldError } from '../../../test/field-error';

const owner = makeUser({ id: CLIENT_ID, role: 'client', firstName: 'Grace', lastName: 'Hopper', username: 'grace' });
const pending = makeApplication();
const accepted = makeApplication({
  id: 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f70',
  proposal: 'Five years of weekend moderation.',
  coverLetter: 'Five years of weekend moderation.',
  status: 'accepted',
  freelancer: makePerson({
    id: 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a81',
    firstName: 'Mei',
    lastName: 'Lin',
    username: 'mei',
    isVerified: true,
    rating: null,
    reviewCount: 0,
  }),
});
const APPLICATIONS_ROUTE = `GET /api/applications/job/${JOB_ID}`;
const ACCEPT_ROUTE = `POST /api/applications/${pending.id}/accept`;
const REJECT_ROUTE = `POST /api/applications/${pending.id}/reject`;

function renderApplications(applications: Application[] | Response, routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': owner,
    [`GET /api/jobs/${JOB_ID}`]: makeJobDetail(),
    [APPLICATIONS_ROUTE]: applications,
    ...routes,
  });
  return { fetchMock, ...renderApp(`/jobs/${JOB_ID}/applications`) };
}

function applicationCard(name: string): HTMLElement {
  return screen.getByRole('article', { name: `Application from ${name}` });
}

describe("a job's applications", () => {
  it('lists each applicant with their proposal, and Accept and Reject only while pending', async () => {
    renderApplications([pending, accepted]);

    expect(await screen.findByRole('heading', { name: 'Applications' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Night chat operator' }).getAttribute('href')).toBe(`/jobs/${JOB_ID}`);
    expect(screen.getByText('2 applications')).toBeTruthy();

    const amara = applicationCard('Amara Okafor');
    expect(within(amara).getByText('@amara')).toBeTruthy();
    expect(within(amara).getByText('★ 4.5 · 2 reviews')).toBeTruthy();
    expect(within(amara).queryByText('Verified')).toBeNull();
    expect(within(amara).getByText('I have run night shifts for two years.')).toBeTruthy();
    expect(within(amara).getByText(`Applied ${new Date(pending.createdAt).toLocaleDateString()}`)).toBeTruthy();
    expect(within(amara).getByText('pending')).toBeTruthy();
    expect(within(amara).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(amara).getByRole('button', { name: 'Reject' })).toBeTruthy();

    const mei = applicationCard('Mei Lin');
    expect(within(mei).getByText('Verified')).toBeTruthy();
    expect(within(mei).getByText('No reviews yet')).toBeTruthy();
    expect(within(mei).getByText('accepted')).toBeTruthy();
    expect(within(mei).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(mei).queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('asks for contract terms before accepting and posts them', async () => {
    const { fetchMock } = renderApplications([pending], {
      [ACCEPT_ROUTE]: { ...pending, status: 'accepted' },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept Application' });
    const terms = within(dialog).getByRole('textbox', { name: 'Contract terms' });
    fireEvent.change(terms, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Please fill in contract terms')).toBeTruthy();
    expectFieldError(terms, 'Contract terms are required');
    expect(document.activeElement).toBe(terms);
    expect(requestedRoutes(fetchMock)).not.toContain(ACCEPT_ROUTE);

    fireEvent.change(terms, { target: { value: '20 hours a week at $15/hour, starting Monday' } });
    expectNoFieldError(terms);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Application accepted')).toBeTruthy();
    const [request] = requestsTo(fetchMock, ACCEPT_ROUTE);
    expect(await request.json()).toEqual({ terms: '20 hours a week at $15/hour, starting Monday' });
    expect(within(applicationCard('Amara Okafor')).getByText('accepted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('links an accepted application to its contract', async () => {
    renderApplications([pending, { ...accepted, contractId: CONTRACT_ID }]);

    const mei = await screen.findByRole('article', { name: 'Application from Mei Lin' });
    expect(within(mei).getByRole('link', { name: 'View Contract' }).getAttribute('href')).toBe(`/contracts/${CONTRACT_ID}`);
    expect(within(applicationCard('Amara Okafor')).queryByRole('link', { name: 'View Contract' })).toBeNull();
  });

  it('links the contract the acceptance answers with from the card and the toast, reading nothing more, and the toast link opens it', async () => {
    const { fetchMock, history } = renderApplications([pending], {
      [ACCEPT_ROUTE]: { ...pending, status: 'accepted', contractId: CONTRACT_ID },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept Application' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Contract terms' }), { target: { value: 'Weekends' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Application accepted')).toBeTruthy();
    const toastLink = screen.getByRole('link', { name: 'View contract' });
    expect(toastLink.getAttribute('href')).toBe(`/contracts/${CONTRACT_ID}`);
    const card = applicationCard('Amara Okafor');
    expect(within(card).getByRole('link', { name: 'View Contract' }).getAttribute('href')).toBe(`/contracts/${CONTRACT_ID}`);
    expect(requestsTo(fetchMock, `GET /api/applications/${pending.id}`)).toHaveLength(0);

    fireEvent.click(toastLink);
    await waitFor(() => expect(history.location.pathname).toBe(`/contracts/${CONTRACT_ID}`));
  });

  it('says the contract is on its way when the answer carries none (opening it failed; the server retries)', async () => {
    const { fetchMock } = renderApplications([pending], {
      [ACCEPT_ROUTE]: { ...pending, status: 'accepted', contractId: null },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept Application' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Contract terms' }), { target: { value: 'Weekends' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('The contract is being set up; the application will link to it.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View contract' })).toBeNull();
    expect(within(applicationCard('Amara Okafor')).getByText('Contract being set up')).toBeTruthy();
    // No polling: the contract_changed push makes the list stale once the contract exists.
    expect(requestsTo(fetchMock, `GET /api/applications/${pending.id}`)).toHaveLength(0);
  });

  it("toasts the server's reason when accepting fails", async () => {
    renderApplications([pending], {
      [ACCEPT_ROUTE]: errorResponse(409, 'JOBS.APPLICATION_NOT_PENDING', 'This application was already decided'),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept Application' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Contract terms' }), { target: { value: 'Terms' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Failed to accept application')).toBeTruthy();
    expect(screen.getByText('This application was already decided')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Accept Application' })).toBeTruthy();
  });

  it("puts the server's field error under the contract terms", async () => {
    const message = 'terms must be shorter than or equal to 5000 characters';
    renderApplications([pending], {
      [ACCEPT_ROUTE]: jsonResponse(
        { statusCode: 400, code: 'VALIDATION_FAILED', message, details: { fields: [{ field: 'terms', errors: [message] }] } },
        400,
      ),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept Application' });
    const terms = within(dialog).getByRole('textbox', { name: 'Contract terms' });
    fireEvent.change(terms, { target: { value: 'Terms' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Failed to accept application')).toBeTruthy();
    await waitFor(() => expectFieldError(terms, message));
  });

  it('rejects an application', async () => {
    const { fetchMock } = renderApplications([pending], { [REJECT_ROUTE]: { ...pending, status: 'rejected' } });

    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Application rejected')).toBeTruthy();
    expect(requestedRoutes(fetchMock)).toContain(REJECT_ROUTE);
    expect(within(applicationCard('Amara Okafor')).getByText('rejected')).toBeTruthy();
  });

  it('toasts when rejecting fails', async () => {
    renderApplications([pending], { [REJECT_ROUTE]: errorResponse(403, 'JOBS.NOT_JOB_OWNER', 'Only the owner can decide') });

    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Failed to reject application')).toBeTruthy();
    expect(screen.getByText('Only the owner can decide')).toBeTruthy();
  });

  it('says when there are no applications yet', async () => {
    renderApplications([]);

    expect(await screen.findByText('No applications yet')).toBeTruthy();
  });

  it('tells someone who is not the owner that the applications are private', async () => {
    const consoleError = vi.spyOn(console, 'error');
    renderApplications(errorResponse(403, 'JOBS.NOT_JOB_OWNER', 'Only the owner of this job can do that'));

    expect(await screen.findByText('Only the owner of this job can see its applications')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Applications' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Job' }).getAttribute('href')).toBe(`/jobs/${JOB_ID}`);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("shows 'Job not found' for an unknown job without asking for its applications", async () => {
    const { fetchMock } = renderApplications([], {
      [`GET /api/jobs/${JOB_ID}`]: errorResponse(404, 'JOBS.JOB_NOT_FOUND', 'Job not found'),
    });

    expect(await screen.findByText('Job not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Jobs' }).getAttribute('href')).toBe('/jobs');
    expect(requestedRoutes(fetchMock)).not.toContain(APPLICATIONS_ROUTE);
  });
});
