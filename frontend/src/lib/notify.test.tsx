import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { notifyError, notifySessionEnded, notifySuccess } from './notify';

describe('toasts', () => {
  it('shows one at a time: the newest replaces the visible one at once', async () => {
    renderWithProviders(<div />);
    act(() => notifyError({ title: 'Failed to reject application', description: '500: boom' }));
    expect(await screen.findByText('Failed to reject application')).toBeTruthy();

    act(() => notifySuccess({ title: 'Application rejected' }));
    expect(await screen.findByText('Application rejected')).toBeTruthy();
    // Gone as soon as its exit transition ends, not after its 5 s.
    await waitFor(() => expect(screen.queryByText('Failed to reject application')).toBeNull());

    act(() => notifyError({ title: 'Please fill in contract terms' }));
    expect(await screen.findByText('Please fill in contract terms')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Application rejected')).toBeNull());
  });

  it('keeps the session-ended notice on screen: the failure of the call that got the 401 does not replace it', async () => {
    renderWithProviders(<div />);
    act(() => notifySessionEnded());
    act(() => notifyError({ title: 'Failed to switch role', description: '401: You are not signed in' }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    expect(screen.queryByText('Failed to switch role')).toBeNull();
  });
});
