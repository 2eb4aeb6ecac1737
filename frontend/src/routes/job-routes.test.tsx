import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardKeys } from '../features/dashboard/api';
import { jsonResponse, mockFetch } from '../test/fetch';
import { CLIENT_ID, JOB_ID, makeApplication, makeJobDetail, makeUser } from '../test/fixtures';
import { renderApp } from '../test/render';

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

describe('job screens and the dashboard', () => {
  it('refresh the dashboard stats after accepting an application', async () => {
    const pending = makeApplication();
    const { queryClient } = renderWithCachedStats(`/jobs/${JOB_ID}/applications`, {
      'GET /api/auth/user': owner,
      [`GET /api/jobs/${JOB_ID}`]: makeJobDetail(),
      [`GET /api/applications/job/${JOB_ID}`]: [pending],
      [`POST /api/applications/${pending.id}/accept`]: { ...pending, status: 'accepted' },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept Application' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Contract terms' }), { target: { value: 'Weekends' } });
    expect(statsAreStale(queryClient)).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(statsAreStale(queryClient)).toBe(true));
  });

  it('refresh the dashboard stats after creating a post', async () => {
    const { queryClient } = renderWithCachedStats('/jobs/new', {
      'GET /api/auth/user': owner,
      'POST /api/jobs': jsonResponse(makeJobDetail(), 201),
    });

    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Weekend chat support' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Saturday chats.' } });
    fireEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(screen.getByRole('option', { name: 'Chat Operator' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));

    await waitFor(() => expect(statsAreStale(queryClient)).toBe(true));
  });

  it('refresh the dashboard stats after applying', async () => {
    const { queryClient } = renderWithCachedStats(`/jobs/${JOB_ID}`, {
      'GET /api/auth/user': makeUser({ role: 'freelancer' }),
      [`GET /api/jobs/${JOB_ID}`]: makeJobDetail(),
      'POST /api/applications': jsonResponse(makeApplication(), 201),
    });

    fireEvent.change(await screen.findByRole('textbox', { name: 'Cover letter' }), { target: { value: 'Hire me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

    await waitFor(() => expect(statsAreStale(queryClient)).toBe(true));
  });
});
