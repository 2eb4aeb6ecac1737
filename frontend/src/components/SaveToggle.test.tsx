import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, requestsTo } from '../test/fetch';
import { AMARA_ID, CLIENT_ID, JOB_ID } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { SaveToggle } from './SaveToggle';

describe('SaveToggle', () => {
  it('shows a pressed heart for a saved job, and unpresses at once when removed', async () => {
    let saved = [JOB_ID];
    const fetchMock = mockFetch({
      'GET /api/saved-items/ids': () => jsonResponse({ jobIds: saved, freelancerIds: [] }),
      [`DELETE /api/saved-jobs/${JOB_ID}`]: () => {
        saved = [];
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<SaveToggle kind="job" id={JOB_ID} viewerId={AMARA_ID} ownerId={CLIENT_ID} />);

    const heart = await screen.findByRole('button', { name: 'Saved' });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(heart);
    expect((await screen.findByRole('button', { name: 'Save job' })).getAttribute('aria-pressed')).toBe('false');
    expect(requestsTo(fetchMock, `DELETE /api/saved-jobs/${JOB_ID}`)).toHaveLength(1);
  });

  it('puts the heart back and says why when the server refuses', async () => {
    mockFetch({
      'GET /api/saved-items/ids': { jobIds: [], freelancerIds: [] },
      [`PUT /api/saved-freelancers/${CLIENT_ID}`]: errorResponse(
        409,
        'DISCOVERY.SAVED_FREELANCERS_FULL',
        'You can save up to 100 freelancers. Remove some to save more.',
      ),
    });
    renderWithProviders(<SaveToggle kind="freelancer" id={CLIENT_ID} viewerId={AMARA_ID} ownerId={CLIENT_ID} />);

    const heart = await screen.findByRole('button', { name: 'Save freelancer' });
    await waitFor(() => expect(heart.hasAttribute('disabled')).toBe(false));
    await userEvent.click(heart);
    expect(await screen.findByText('You can save up to 100 freelancers. Remove some to save more.')).toBeTruthy();
    expect(screen.getByText('Failed to save freelancer')).toBeTruthy();
    expect((await screen.findByRole('button', { name: 'Save freelancer' })).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows no heart to a visitor or on one’s own post', () => {
    const fetchMock = mockFetch({});
    const { container } = renderWithProviders(
      <>
        <SaveToggle kind="job" id={JOB_ID} viewerId={null} ownerId={CLIENT_ID} />
        <SaveToggle kind="job" id={JOB_ID} viewerId={CLIENT_ID} ownerId={CLIENT_ID} />
      </>,
    );
    expect(container.querySelectorAll('button')).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
