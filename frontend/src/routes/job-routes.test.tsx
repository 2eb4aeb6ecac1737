import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardKeys } from '../features/dashboard/api';
import { jsonResponse, mockFetch } from '../test/fetch';
import { CLIENT_ID, JOB_ID, makeApplication, makeJobDetail, makeUser } from '../test/fixtures';
import { renderApp } from '../test/render';
import { stubWebSocket } from '../test/web-socket';
import { fillPostPay } from '../test/post-form';

const stats = { activeContracts: 0, pendingApplications: 1, unreadMessages: 0 };
const owner = makeUser({ id: CLIENT_ID, role: 'client' });

/** The app at `path`, with dashboard stats already cached as a visit to the dashboard leaves them. */
function renderWithCachedStats(path: string, routes: Parameters<typeof mockFetch>[0]) {
  mockFetch(routes);
  const result = renderApp(path);
  result.queryClient.setQueryData(dashboardKeys.stats, stats);
  return result;
}

function statsAreStale(queryClient: ReturnType<typeof renderApp>['queryClient']): boolean {
  return queryClient.getQueryState(dashboardKeys.stats)?.isInvalidated === true;
}

// The dashboard's figures change on the server, which pushes the change to both parties: the
// screens refresh it that one way (app/server-event-queries.ts), never from a mutation's callback.
describe('job screens and the dashboard', () => {
  it('refresh the dashboard stats when the server pushes the accepted application', async () => {
    const sockets = stubWebSocket();
    const pending = makeApplication();
    const { queryClient } = renderWithCachedStats(`/jobs/${JOB_ID}/applications`, {
      'GET /api/auth/user': owner,
      [`GET /api/jobs/${JOB_ID}`]: makeJobDetail(),
      [`GET /api/applications/job/${JOB_ID}`]: [pending],
      [`GET /api/applications/job/${JOB_ID}/stages`]: { new: 1, shortlisted: 0, declined: 0, hired: 0 },
      [`POST /api/applications/${pending.id}/accept`]: { ...pending, status: 'accepted', contractId: 'k1' },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept Application' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Contract terms' }), { target: { value: 'Weekends' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Application accepted')).toBeTruthy();
    expect(statsAreStale(queryClient)).toBe(false);

    act(() => sockets.push({ type: 'application_changed', applicationId: pending.id, jobId: JOB_ID, status: 'accepted' }));
    await waitFor(() => expect(statsAreStale(queryClient)).toBe(true));
  });

  it('leave the dashboard stats alone after creating a post, which they do not count', async () => {
    const { queryClient } = renderWithCachedStats('/jobs/new', {
      'GET /api/auth/user': owner,
      'POST /api/jobs': jsonResponse(makeJobDetail(), 201),
      [`GET /api/jobs/${JOB_ID}`]: makeJobDetail(),
    });

    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Weekend chat support' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Saturday chats.' } });
    fireEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(screen.getByRole('option', { name: 'Chat Operator' }));
    fillPostPay();
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(await screen.findByText('Post created')).toBeTruthy();
    expect(statsAreStale(queryClient)).toBe(false);
  });

  it('refresh the dashboard stats when the server pushes the new application', async () => {
    const sockets = stubWebSocket();
    const application = makeApplication();
    const { queryClient } = renderWithCachedStats(`/jobs/${JOB_ID}`, {
      'GET /api/auth/user': makeUser({ role: 'freelancer' }),
      [`GET /api/jobs/${JOB_ID}`]: makeJobDetail(),
      'POST /api/applications': jsonResponse(application, 201),
    });

    fireEvent.change(await screen.findByRole('textbox', { name: 'Cover letter' }), { target: { value: 'Hire me' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Rate per hour/ }), { target: { value: '18' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Hours per week/ }), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Application submitted')).toBeTruthy();
    expect(statsAreStale(queryClient)).toBe(false);

    act(() => sockets.push({ type: 'application_changed', applicationId: application.id, jobId: JOB_ID, status: 'pending' }));
    await waitFor(() => expect(statsAreStale(queryClient)).toBe(true));
  });
});
