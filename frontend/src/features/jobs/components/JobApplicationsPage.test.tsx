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
  stage: 'hired',
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
const STAGES_ROUTE = `GET /api/applications/job/${JOB_ID}/stages`;
const ACCEPT_ROUTE = `POST /api/applications/${pending.id}/accept`;
const REJECT_ROUTE = `POST /api/applications/${pending.id}/reject`;
const SHORTLIST_ROUTE = `POST /api/applications/${pending.id}/shortlist`;

/**
 * Serves the job's proposals by stage, and their counts, from `state.applications`; a decision route
 * given as an Application answers it and puts it in the state, as the server would.
 */
function renderApplications(
  applications: Application[] | Response,
  routes: Parameters<typeof mockFetch>[0] = {},
  path = `/jobs/${JOB_ID}/applications`,
) {
  const state = { applications: applications instanceof Response ? [] : [...applications] };
  const decided = Object.fromEntries(
    Object.entries(routes).map(([route, answer]) => {
      if (!route.startsWith('POST') || answer instanceof Response || typeof answer === 'function') return [route, answer];
      return [
        route,
        () => {
          const application = answer as Application;
          state.applications = state.applications.map((item) => (item.id === application.id ? application : item));
          return jsonResponse(application);
        },
      ];
    }),
  );
  const fetchMock = mockFetch({
    'GET /api/auth/user': owner,
    [`GET /api/jobs/${JOB_ID}`]: makeJobDetail(),
    [APPLICATIONS_ROUTE]:
      applications instanceof Response
        ? applications
        : (request: Request) => {
            const stage = new URL(request.url).searchParams.get('stage');
            return jsonResponse(state.applications.filter((application) => application.stage === stage));
          },
    [STAGES_ROUTE]:
      applications instanceof Response
        ? applications
        : () => {
            const count = (stage: string) => state.applications.filter((application) => application.stage === stage).length;
            return jsonResponse({
              new: count('new'),
              shortlisted: count('shortlisted'),
              declined: count('declined'),
              hired: count('hired'),
            });
          },
    ...decided,
  });
  return { fetchMock, state, ...renderApp(path) };
}

describe("a job's pipeline of proposals", () => {
  it('keeps the tab in the address, so a reload or a link opens it again', async () => {
    const { router } = renderApplications([pending, accepted], {}, `/jobs/${JOB_ID}/applications?stage=hired`);
    expect(await screen.findByRole('article', { name: 'Application from Mei Lin' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Pipeline stages' });
    expect(within(tabs).getByRole('tab', { name: /Hired/ }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(within(tabs).getByRole('tab', { name: /New/ }));
    expect(await screen.findByRole('article', { name: 'Application from Amara Okafor' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({ stage: 'new' }));
  });

  it("opens an offer's link on the tab its application stands in", async () => {
    const shortlisted = makeApplication({ stage: 'shortlisted' });
    renderApplications(
      [shortlisted],
      { [`GET /api/applications/${shortlisted.id}`]: shortlisted },
      `/jobs/${JOB_ID}/applications?offer=${shortlisted.id}`,
    );
    expect(await screen.findByRole('article', { name: 'Application from Amara Okafor' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Pipeline stages' });
    expect(
      within(tabs)
        .getByRole('tab', { name: /Shortlisted/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('shows the stages with their counts, and New with each proposal’s terms, letter, files and actions', async () => {
    const withFiles = makeApplication({
      attachments: [
        {
          id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
          name: 'cv.pdf',
          contentType: 'application/pdf',
          bytes: 2048,
          width: null,
          height: null,
          isImage: false,
          createdAt: '2024-06-02T10:00:00.000Z',
        },
      ],
    });
    renderApplications([withFiles, accepted]);

    expect(await screen.findByRole('heading', { name: 'Applications' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Night chat operator' }).getAttribute('href')).toBe(`/jobs/${JOB_ID}`);
    expect(screen.getByText('2 proposals')).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Pipeline stages' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['New1', 'Shortlisted0', 'Declined0', 'Hired1']);
    expect(within(tabs).getByRole('tab', { name: /New/ }).getAttribute('aria-selected')).toBe('true');

    const amara = await screen.findByRole('article', { name: 'Application from Amara Okafor' });
    expect(within(amara).getByText('@amara')).toBeTruthy();
    expect(within(amara).getByText('★ 4.5 · 2 reviews')).toBeTruthy();
    expect(within(amara).getByText('$18/hr')).toBeTruthy();
    expect(within(amara).getByText('20 h/week')).toBeTruthy();
    expect(within(amara).getByText(new Date(2024, 6, 1).toLocaleDateString())).toBeTruthy();
    expect(within(amara).getByText('I have run night shifts for two years.')).toBeTruthy();
    expect(within(amara).getByRole('button', { name: /^Open cv.pdf/ })).toBeTruthy();
    expect(within(amara).getByText('new')).toBeTruthy();
    expect(within(amara).getByRole('link', { name: 'Message Amara Okafor' }).getAttribute('href')).toBe(
      `/messages?userId=${withFiles.freelancerId}`,
    );
    for (const action of ['Shortlist', 'Decline', 'Accept']) expect(within(amara).getByRole('button', { name: action })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Application from Mei Lin' })).toBeNull();

    fireEvent.click(within(tabs).getByRole('tab', { name: /Hired/ }));
    const mei = await screen.findByRole('article', { name: 'Application from Mei Lin' });
    expect(within(mei).getByText('Verified')).toBeTruthy();
    expect(within(mei).getByText('hired')).toBeTruthy();
    expect(within(mei).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(mei).queryByRole('button', { name: 'Shortlist' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Application from Amara Okafor' })).toBeNull();
  });

  it('shortlists a proposal: it moves to Shortlisted and the counts follow', async () => {
    const { fetchMock } = renderApplications([pending], { [SHORTLIST_ROUTE]: { ...pending, stage: 'shortlisted' } });

    fireEvent.click(
      await within(await screen.findByRole('article', { name: 'Application from Amara Okafor' })).findByRole('button', {
        name: 'Shortlist',
      }),
    );

    expect(await screen.findByText('Added to shortlist')).toBeTruthy();
    expect(requestsTo(fetchMock, SHORTLIST_ROUTE)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('stage-count-shortlisted').textContent).toBe('1'));
    expect(screen.getByTestId('stage-count-new').textContent).toBe('0');
    expect(await screen.findByText('No new proposals')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /Shortlisted/ }));
    const card = await screen.findByRole('article', { name: 'Application from Amara Okafor' });
    expect(within(card).getByRole('button', { name: 'Remove from shortlist' })).toBeTruthy();
  });

  it('asks for contract terms before accepting, posts them, and the proposal moves to Hired with its contract', async () => {
    const { fetchMock } = renderApplications([pending], {
      [ACCEPT_ROUTE]: { ...pending, status: 'accepted', stage: 'hired', contractId: CONTRACT_ID },
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
    expect(screen.getByRole('link', { name: 'View contract' }).getAttribute('href')).toBe(`/contracts/${CONTRACT_ID}`);
    await waitFor(() => expect(screen.getByTestId('stage-count-hired').textContent).toBe('1'));
    fireEvent.click(screen.getByRole('tab', { name: /Hired/ }));
    const card = await screen.findByRole('article', { name: 'Application from Amara Okafor' });
    expect(within(card).getByRole('link', { name: 'View Contract' }).getAttribute('href')).toBe(`/contracts/${CONTRACT_ID}`);
  });

  it('says the contract is on its way when the hired proposal links none yet', async () => {
    renderApplications([{ ...accepted, contractId: null }]);

    fireEvent.click(await screen.findByRole('tab', { name: /Hired/ }));
    const mei = await screen.findByRole('article', { name: 'Application from Mei Lin' });
    expect(within(mei).getByText('Contract being set up')).toBeTruthy();
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

  it('declines with a reason and a note, checked before sending, and the proposal moves to Declined', async () => {
    const { fetchMock } = renderApplications([pending], {
      [REJECT_ROUTE]: {
        ...pending,
        status: 'rejected',
        stage: 'declined',
        decline: { reason: 'rate_too_high', note: 'Our budget is $12/hour.' },
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline proposal' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeTruthy();
    expect(requestsTo(fetchMock, REJECT_ROUTE)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Rate above the budget' }));
    const note = within(dialog).getByRole('textbox', { name: 'Note (optional)' });
    expect(note.getAttribute('maxlength')).toBe('500');
    fireEvent.change(note, { target: { value: '  Our budget is $12/hour.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText('Application declined')).toBeTruthy();
    const [request] = requestsTo(fetchMock, REJECT_ROUTE);
    expect(await request.json()).toEqual({ reason: 'rate_too_high', note: 'Our budget is $12/hour.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('stage-count-declined').textContent).toBe('1'));
    fireEvent.click(screen.getByRole('tab', { name: /Declined/ }));
    const card = await screen.findByRole('article', { name: 'Application from Amara Okafor' });
    expect(within(card).getByText('Declined: Rate above the budget — Our budget is $12/hour.')).toBeTruthy();
  });

  it('toasts when declining fails, and keeps the form open', async () => {
    renderApplications([pending], { [REJECT_ROUTE]: errorResponse(403, 'JOBS.NOT_JOB_OWNER', 'Only the owner can decide') });

    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline proposal' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Not the right fit for this job' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText('Failed to decline application')).toBeTruthy();
    expect(screen.getByText('Only the owner can decide')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Decline proposal' })).toBeTruthy();
  });

  it('says when a stage has no proposals', async () => {
    renderApplications([]);

    expect(await screen.findByText('No new proposals')).toBeTruthy();
    expect(screen.getByText('0 proposals')).toBeTruthy();
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
    expect(requestedRoutes(fetchMock)).not.toContain(STAGES_ROUTE);
  });
});
