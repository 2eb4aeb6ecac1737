import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { CLIENT_ID, JOB_ID, makeFreelancer, makeJob } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render';
import { FeedCard } from './FeedCard';

describe('the For you card', () => {
  it('lists each job with its reasons, linking to the post', async () => {
    mockFetch({
      'GET /api/discovery/feed': {
        items: [
          {
            kind: 'job',
            job: makeJob({ title: 'Night chat operator' }),
            reasons: ['Matches your saved search “Nights”', 'Pays at least your rate'],
          },
        ],
      },
    });
    renderWithRouter(<FeedCard role="freelancer" />);

    const list = await screen.findByRole('list', { name: 'For you' });
    expect(within(list).getByRole('link', { name: 'Night chat operator' }).getAttribute('href')).toBe(`/jobs/${JOB_ID}`);
    expect(within(list).getByText('Matches your saved search “Nights”')).toBeTruthy();
    expect(within(list).getByText('Pays at least your rate')).toBeTruthy();
  });

  it('lists freelancers for a client, linking to their profiles', async () => {
    mockFetch({
      'GET /api/discovery/feed': {
        items: [{ kind: 'freelancer', freelancer: makeFreelancer(), reasons: ['Verified', 'Matches 2 skills of “Support desk”'] }],
      },
    });
    renderWithRouter(<FeedCard role="client" />);

    const link = await screen.findByRole('link', { name: 'Grace Hopper' });
    expect(link.getAttribute('href')).toBe(`/profile/${CLIENT_ID}`);
    expect(screen.getByText('Matches 2 skills of “Support desk”')).toBeTruthy();
  });

  it('says how to fill an empty feed: a freelancer saves a search or adds skills, a client posts a job', async () => {
    mockFetch({ 'GET /api/discovery/feed': { items: [] } });
    const { unmount } = renderWithRouter(<FeedCard role="freelancer" />);
    expect(await screen.findByText(/Save a search, or add your skills/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add skills' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Save a search' }).getAttribute('href')).toBe('/jobs');
    unmount();

    renderWithRouter(<FeedCard role="client" />);
    expect(await screen.findByText(/Post a job with the skills you need/)).toBeTruthy();
    // The dashboard's own "Post a Job" is the way there: the card adds no second link.
    expect(screen.queryByRole('link')).toBeNull();
  });
});
