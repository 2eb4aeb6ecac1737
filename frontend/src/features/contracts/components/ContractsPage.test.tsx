import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { AMARA_ID, CONTRACT_ID, makeContract, makeParty, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const freelancer = makeUser({ id: AMARA_ID, role: 'freelancer' });
const withSuspendedClient = makeContract({ client: makeParty({ isSuspended: true }) });

function renderAt(path: string) {
  mockFetch({
    'GET /api/auth/user': freelancer,
    'GET /api/conversations/unread-count': { unreadMessages: 0 },
    'GET /api/notifications': [],
    'GET /api/contracts/my': [withSuspendedClient],
    [`GET /api/contracts/${CONTRACT_ID}`]: withSuspendedClient,
    'GET /api/disputes/my': [],
  });
  renderApp(path);
}

describe('a suspended party', () => {
  it('is marked Suspended in the list of contracts', async () => {
    renderAt('/contracts');

    const item = (await screen.findByRole('link', { name: 'Night chat operator' })).closest('li')!;
    expect(within(item).getByText('Client: Grace Hopper')).toBeTruthy();
    expect(within(item).getByText('Suspended')).toBeTruthy();
  });

  it('is marked Suspended on the contract, the other party is not', async () => {
    renderAt(`/contracts/${CONTRACT_ID}`);

    expect(await screen.findByText('Five nights a week.')).toBeTruthy();
    expect(screen.getAllByText('Suspended')).toHaveLength(1);
    expect(screen.getByText('Suspended').closest('.mantine-Group-root')?.textContent).toContain('Grace Hopper');
  });
});
