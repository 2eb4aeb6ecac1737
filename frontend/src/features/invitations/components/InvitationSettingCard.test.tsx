import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { InvitationSettingCard } from './InvitationSettingCard';

describe('Receive invitations to jobs', () => {
  it('shows the freelancer’s setting and saves a change', async () => {
    const fetchMock = mockFetch({
      'GET /api/invitations/settings': { acceptsInvitations: true },
      'PUT /api/invitations/settings': { acceptsInvitations: false },
    });
    renderWithProviders(<InvitationSettingCard />);

    const toggle = await screen.findByRole<HTMLInputElement>('switch', { name: 'Receive invitations to jobs' });
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);

    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/invitations/settings')).toHaveLength(1));
    expect(toggle.checked).toBe(false);
    const [sent] = requestsTo(fetchMock, 'PUT /api/invitations/settings');
    expect(await sent.json()).toEqual({ acceptsInvitations: false });
  });

  it('moves back and says why when the change is refused', async () => {
    mockFetch({
      'GET /api/invitations/settings': { acceptsInvitations: true },
      'PUT /api/invitations/settings': errorResponse(429, 'RATE_LIMITED', 'Too many requests'),
    });
    renderWithProviders(<InvitationSettingCard />);

    const toggle = await screen.findByRole<HTMLInputElement>('switch', { name: 'Receive invitations to jobs' });
    fireEvent.click(toggle);

    expect(await screen.findByText('Failed to save the invitation setting')).toBeTruthy();
    expect(screen.getByText('Too many requests')).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(true));
  });
});
