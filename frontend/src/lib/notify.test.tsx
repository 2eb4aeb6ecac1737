import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('shows a toast at the bottom when the control that raised it is at the top of the window, at the top otherwise', async () => {
    renderWithProviders(
      <>
        <button type="button">Switch to Client</button>
        <form>
          <input aria-label="Title" />
          <button type="submit">Post Job</button>
        </form>
      </>,
    );
    const placeAt = (name: string, top: number) => {
      const element = screen.getByRole(name === 'Title' ? 'textbox' : 'button', { name });
      element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 100, height: 36 });
      return element;
    };
    const switchRole = placeAt('Switch to Client', 90);
    const submit = placeAt('Post Job', window.innerHeight - 60);
    const field = placeAt('Title', 100);
    const positionOf = async (title: string) => (await screen.findByText(title)).closest('[data-position]')?.getAttribute('data-position');

    // The toasts' host, which notes the control acted on, loads after the first render.
    await waitFor(() => expect(document.querySelector('[data-position]')).not.toBeNull());
    fireEvent.pointerDown(switchRole);
    act(() => notifyError({ title: 'Failed to switch role' }));
    expect(await positionOf('Failed to switch role')).toBe('bottom-center');

    fireEvent.pointerDown(submit);
    act(() => notifyError({ title: 'Missing fields' }));
    expect(await positionOf('Missing fields')).toBe('top-center');

    // Enter in a field submits its form: the toast does not go to the bottom over the form's submit button.
    fireEvent.keyDown(field, { key: 'Enter' });
    act(() => notifyError({ title: 'Missing fields, again' }));
    expect(await positionOf('Missing fields, again')).toBe('top-center');
  });
});
