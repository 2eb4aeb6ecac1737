import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Job } from '../../../api/types';
import { jsonResponse, mockFetch, requestedRoutes, requestsTo } from '../../../test/fetch';
import { CLIENT_ID, makeJob, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const owner = makeUser({ id: CLIENT_ID, role: 'client', firstName: 'Grace', lastName: 'Hopper', username: 'grace' });
const OWN_JOBS_ROUTE = `GET /api/jobs/client/${CLIENT_ID}`;

function renderMyJobs(jobs: Job[] | ((request: Request) => Response)) {
  const fetchMock = mockFetch({ 'GET /api/auth/user': owner, [OWN_JOBS_ROUTE]: jobs });
  return { fetchMock, ...renderApp('/my-jobs') };
}

describe('my posted jobs', () => {
  it("lists the user's posts of every status with their details and links", async () => {
    const offer = makeJob({
      tags: ['Zendesk', 'English', 'Spanish', 'Typing', 'Night shifts', 'CRM', 'Slack'],
      applicationCount: 4,
    });
    const availability = makeJob({
      id: '3a4b5c6d-7e8f-4091-a2b3-c4d5e6f7a8b9',
      jobType: 'job_seeking',
      title: 'Available for moderation',
      category: 'content-moderator',
      status: 'closed',
      duration: null,
      tags: [],
      createdAt: '',
      applicationCount: 1,
    });
    const { fetchMock } = renderMyJobs([offer, availability]);

    expect(await screen.findByRole('heading', { name: 'My Posted Jobs' })).toBeTruthy();
    expect(requestedRoutes(fetchMock)).toContain(OWN_JOBS_ROUTE);
    expect(screen.getByRole('link', { name: 'Post New Job' }).getAttribute('href')).toBe('/jobs/new');

    const offerCard = screen.getByRole('article', { name: 'Night chat operator' });
    expect(within(offerCard).getByText('open')).toBeTruthy();
    expect(within(offerCard).queryByText('Reverse Listing')).toBeNull();
    expect(within(offerCard).getByText('Answer customer chats on the night shift.')).toBeTruthy();
    expect(within(offerCard).getByText('Chat Operator')).toBeTruthy();
    expect(within(offerCard).getByText('3 months')).toBeTruthy();
    expect(within(offerCard).getByText(`Posted ${new Date(offer.createdAt).toLocaleDateString()}`)).toBeTruthy();
    expect(within(offerCard).getByText('4 applications')).toBeTruthy();
    for (const skill of ['Zendesk', 'English', 'Spanish', 'Typing', 'Night shifts']) {
      expect(within(offerCard).getByText(skill)).toBeTruthy();
    }
    expect(within(offerCard).queryByText('CRM')).toBeNull();
    expect(within(offerCard).getByText('+2 more')).toBeTruthy();
    expect(within(offerCard).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(`/jobs/${offer.id}`);
    expect(within(offerCard).getByRole('link', { name: 'View Applications (4)' }).getAttribute('href')).toBe(
      `/jobs/${offer.id}/applications`,
    );

    const availabilityCard = screen.getByRole('article', { name: 'Available for moderation' });
    expect(within(availabilityCard).getByText('Reverse Listing')).toBeTruthy();
    expect(within(availabilityCard).getByText('closed')).toBeTruthy();
    expect(within(availabilityCard).getByText('Content Moderator')).toBeTruthy();
    expect(within(availabilityCard).getByText('Posted Unknown')).toBeTruthy();
    // An availability post takes no applications: no count, no View Applications.
    expect(within(availabilityCard).queryByText(/application/)).toBeNull();
    expect(within(availabilityCard).queryByRole('link', { name: /View Applications/ })).toBeNull();
    expect(within(availabilityCard).getByRole('link', { name: 'View Details' })).toBeTruthy();
    expect(within(availabilityCard).queryByText(/more$/)).toBeNull();
  });

  it('invites a first post when there is none', async () => {
    renderMyJobs([]);

    expect(await screen.findByText('No jobs posted yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post Your First Job' }).getAttribute('href')).toBe('/jobs/new');
  });

  it('loads the next page of posts with the cursor of X-Next-Cursor', async () => {
    const newer = makeJob({ title: 'Newer post' });
    const older = makeJob({ id: '3a4b5c6d-7e8f-4091-a2b3-c4d5e6f7a8b9', title: 'Older post' });
    const { fetchMock } = renderMyJobs((request) =>
      new URL(request.url).searchParams.get('cursor') === 'page-2'
        ? jsonResponse([older])
        : jsonResponse([newer], 200, { 'X-Next-Cursor': 'page-2' }),
    );
    expect(await screen.findByRole('article', { name: 'Newer post' })).toBeTruthy();
    expect(screen.getByText('1+ posts')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Older post' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('article', { name: 'Older post' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Newer post' })).toBeTruthy();
    expect(screen.getByText('2 posts')).toBeTruthy();
    expect(new URL(requestsTo(fetchMock, OWN_JOBS_ROUTE).at(-1)!.url).searchParams.get('cursor')).toBe('page-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
