import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../api/types';
import { mockFetch } from '../../../test/fetch';
import { AMARA_ID, CLIENT_ID, makeFreelancer, makeJob, makePublicProfile, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const client = makeUser({ id: AMARA_ID, role: 'client' });
const freelancer = makeUser({ id: AMARA_ID, role: 'freelancer' });

function renderAt(path: string, viewer: User, profileRole: 'freelancer' | 'client' = 'freelancer') {
  mockFetch({
    'GET /api/auth/user': viewer,
    'GET /api/freelancers': [makeFreelancer()],
    [`GET /api/users/${CLIENT_ID}`]: makePublicProfile({ role: profileRole }),
    [`GET /api/portfolio/${CLIENT_ID}`]: [],
    [`GET /api/reviews/${CLIENT_ID}`]: [],
    [`GET /api/jobs/client/${AMARA_ID}`]: [makeJob()],
  });
  renderApp(path);
}

describe('Invite to a job, where clients find freelancers', () => {
  it('is on each card of Find Freelancers for a client, and opens the modal for that freelancer', async () => {
    renderAt('/freelancers', client);
    const card = await screen.findByRole('article', { name: 'Grace Hopper' });
    fireEvent.click(within(card).getByRole('button', { name: 'Invite to a job' }));

    const dialog = await screen.findByRole('dialog', { name: 'Invite Grace Hopper to a job' });
    expect(await within(dialog).findByRole('combobox', { name: 'Job' })).toBeTruthy();
  });

  it('is not on the cards a freelancer sees', async () => {
    renderAt('/freelancers', freelancer);
    const card = await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(within(card).queryByRole('button', { name: 'Invite to a job' })).toBeNull();
  });

  it('is on a freelancer’s profile for a client', async () => {
    renderAt(`/profile/${CLIENT_ID}`, client);
    expect(await screen.findByRole('button', { name: 'Invite to a job' })).toBeTruthy();
  });

  it('is not on a client’s profile', async () => {
    renderAt(`/profile/${CLIENT_ID}`, client, 'client');
    expect(await screen.findByRole('link', { name: 'Send Message' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite to a job' })).toBeNull();
  });
});
