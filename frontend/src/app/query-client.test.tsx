import { useMutation, useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, unwrap } from '../api/client';
import { getErrorMessage } from '../api/errors';
import { currentUserQueryOptions } from '../features/auth/api';
import { browser } from '../lib/browser';
import { notifyError } from '../lib/notify';
import { errorResponse, jsonResponse, mockFetch, requestsTo } from '../test/fetch';
import { makeUser } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { CONFLICT_TOAST_TITLE, createQueryClient, redirectToLogin } from './query-client';

const statsQuery = { queryKey: ['dashboard', 'stats'], queryFn: () => unwrap(api.GET('/api/dashboard/stats')) };

describe('query client', () => {
  it('never treats data as stale, never refetches on focus and never retries', () => {
    const queryClient = createQueryClient();
    const defaults = queryClient.getDefaultOptions();

    expect(defaults.queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('yields null for the current user when signed out, without the login redirect', async () => {
    mockFetch({ 'GET /api/auth/user': errorResponse(401, 'AUTH.UNAUTHENTICATED', 'Sign in first') });
    const handleUnauthorized = vi.fn();
    const queryClient = createQueryClient({ onUnauthorized: handleUnauthorized });

    await expect(queryClient.fetchQuery(currentUserQueryOptions())).resolves.toBeNull();
    expect(handleUnauthorized).not.toHaveBeenCalled();
  });

  it('sends a signed-in user to the login when another call answers 401', async () => {
    mockFetch({ 'GET /api/dashboard/stats': errorResponse(401, 'AUTH.UNAUTHENTICATED', 'Sign in first') });
    const handleUnauthorized = vi.fn();
    const queryClient = createQueryClient({ onUnauthorized: handleUnauthorized });
    queryClient.setQueryData(currentUserQueryOptions().queryKey, makeUser());

    await expect(queryClient.fetchQuery(statsQuery)).rejects.toMatchObject({ status: 401 });
    await expect(
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: () => unwrap(api.GET('/api/dashboard/stats')) })
        .execute(undefined),
    ).rejects.toMatchObject({ status: 401 });

    expect(handleUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not redirect a visitor who is not signed in', async () => {
    mockFetch({ 'GET /api/dashboard/stats': errorResponse(401, 'AUTH.UNAUTHENTICATED', 'Sign in first') });
    const handleUnauthorized = vi.fn();
    const queryClient = createQueryClient({ onUnauthorized: handleUnauthorized });
    queryClient.setQueryData(currentUserQueryOptions().queryKey, null);

    await expect(queryClient.fetchQuery(statsQuery)).rejects.toMatchObject({ status: 401 });
    expect(handleUnauthorized).not.toHaveBeenCalled();
  });

  it('ignores other failures', async () => {
    mockFetch({ 'GET /api/dashboard/stats': errorResponse(500, 'INTERNAL', 'Boom') });
    const handleUnauthorized = vi.fn();
    const queryClient = createQueryClient({ onUnauthorized: handleUnauthorized });
    queryClient.setQueryData(currentUserQueryOptions().queryKey, makeUser());

    await expect(queryClient.fetchQuery(statsQuery)).rejects.toMatchObject({ status: 500 });
    expect(handleUnauthorized).not.toHaveBeenCalled();
  });
});

const STALE_COMPLETION = 'The other party has already marked this contract as complete.';

/** A screen showing the contract's status with a button that completes it, as a stale screen would. */
function ContractScreen({ withOwnToast }: { withOwnToast: boolean }) {
  const { data } = useQuery({
    queryKey: ['contracts', 'detail', 'k1'],
    queryFn: () => unwrap(api.GET('/api/contracts/{id}', { params: { path: { id: 'k1' } } })),
  });
  const complete = useMutation({
    mutationFn: () => unwrap(api.POST('/api/contracts/{id}/complete', { params: { path: { id: 'k1' } } })),
    onError: withOwnToast
      ? (error) => notifyError({ title: 'Failed to complete contract', description: getErrorMessage(error) })
      : undefined,
  });
  return (
    <>
      <p>Status: {data?.status}</p>
      <button onClick={() => complete.mutate()}>Mark as Complete</button>
    </>
  );
}

describe('a 409 from a mutation', () => {
  function renderStaleContract(withOwnToast: boolean) {
    let status = 'active';
    const fetchMock = mockFetch({
      'GET /api/contracts/k1': () => jsonResponse({ id: 'k1', status }),
      'POST /api/contracts/k1/complete': () => {
        // The other party got there first.
        status = 'completed';
        return errorResponse(409, 'CONTRACTING.CONTRACT_NOT_ACTIVE', STALE_COMPLETION);
      },
    });
    renderWithProviders(<ContractScreen withOwnToast={withOwnToast} />);
    return fetchMock;
  }

  it('fetches what the screen shows again and toasts the server’s message', async () => {
    const fetchMock = renderStaleContract(false);
    expect(await screen.findByText('Status: active')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Mark as Complete' }));

    expect(await screen.findByText('Status: completed')).toBeTruthy();
    expect(await screen.findByText(CONFLICT_TOAST_TITLE)).toBeTruthy();
    expect(screen.getByText(STALE_COMPLETION)).toBeTruthy();
    expect(requestsTo(fetchMock, 'GET /api/contracts/k1')).toHaveLength(2);
  });

  it('leaves the toast to a mutation that reports its own failures, and still refreshes', async () => {
    renderStaleContract(true);
    expect(await screen.findByText('Status: active')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Mark as Complete' }));

    expect(await screen.findByText('Status: completed')).toBeTruthy();
    expect(await screen.findByText('Failed to complete contract')).toBeTruthy();
    expect(screen.getByText(STALE_COMPLETION)).toBeTruthy();
    expect(screen.queryByText(CONFLICT_TOAST_TITLE)).toBeNull();
  });

  it('refreshes nothing on another failure', async () => {
    const fetchMock = mockFetch({
      'GET /api/contracts/k1': jsonResponse({ id: 'k1', status: 'active' }),
      'POST /api/contracts/k1/complete': errorResponse(403, 'CONTRACTING.NOT_A_PARTY', 'Only the parties can do that'),
    });
    renderWithProviders(<ContractScreen withOwnToast />);
    expect(await screen.findByText('Status: active')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Mark as Complete' }));

    expect(await screen.findByText('Only the parties can do that')).toBeTruthy();
    expect(requestsTo(fetchMock, 'GET /api/contracts/k1')).toHaveLength(1);
  });
});

describe('redirectToLogin', () => {
  it("toasts 'Unauthorized' in red, then opens /api/login after 500 ms, to come back to this address", async () => {
    renderWithProviders(<></>);
    // The toasts' container is loaded after the first render (see providers.tsx).
    await waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).toBeTruthy());
    window.history.pushState(null, '', '/messages?userId=u2#latest');
    vi.useFakeTimers();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    try {
      act(() => redirectToLogin());

      expect(screen.getByText('Unauthorized')).toBeTruthy();
      expect(screen.getByText('You are logged out. Logging in again...')).toBeTruthy();
      expect(document.querySelector('.mantine-Notification-root')?.getAttribute('style')).toContain('--mantine-color-red');

      act(() => {
        vi.advanceTimersByTime(499);
      });
      expect(assign).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(assign).toHaveBeenCalledWith(`/api/login?next=${encodeURIComponent('/messages?userId=u2#latest')}`);
    } finally {
      vi.useRealTimers();
      window.history.pushState(null, '', '/');
    }
  });
});
