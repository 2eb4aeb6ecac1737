import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../api/types';
import { errorResponse, jsonResponse, mockFetch, requestsTo } from '../test/fetch';
import { makeJob, makeUser } from '../test/fixtures';
import { renderApp } from '../test/render';
import * as LogoModule from '../components/Logo';

/**
 * Renders of a frame, counted through its logo, which each frame (the member's, the visitor's) draws
 * at each of its renders. A spy on the module's export, not a module mock: the component tests share
 * one module graph per worker (vite.config.ts), where the frame may have loaded the logo already.
 */
const logoRenders = () => vi.spyOn(LogoModule, 'Logo');

const signedOut = errorResponse(401, 'AUTH.UNAUTHENTICATED', 'Sign in first');

/** The job board as `user` (signed out when null): the frame's renders before and after a filter tap. */
async function frameRendersAroundFilterTap(user: User | null): Promise<{ before: number; after: number }> {
  const fetchMock = mockFetch({
    'GET /api/auth/user': user ?? signedOut,
    'GET /api/conversations/unread-count': { unreadMessages: 0 },
    'GET /api/jobs': () => jsonResponse([makeJob()]),
  });
  const logo = logoRenders();
  const { router } = renderApp('/jobs');
  expect(await screen.findByText('1 job found')).toBeTruthy();
  await screen.findByRole('navigation', { name: 'Main' });
  const before = logo.mock.calls.length;
  expect(before).toBeGreaterThan(0);

  fireEvent.click(screen.getByRole('radio', { name: 'Job Offers' }));
  await waitFor(() => expect(router.state.location.search).toMatchObject({ type: 'offer' }));
  await waitFor(() =>
    expect(requestsTo(fetchMock, 'GET /api/jobs').some((request) => request.url.includes('jobType=job_offer'))).toBe(true),
  );
  expect(await screen.findByText('1 job found')).toBeTruthy();
  return { before, after: logo.mock.calls.length };
}

// A filter tap changes only the address's search: the frame around the screen (navigation, bell,
// menus, theme) has nothing to redraw, and on a phone redrawing it cost the tap (issue 45, part 2).
describe('the frame of a screen, at a filter tap', () => {
  it('is not drawn again for a member', async () => {
    const { before, after } = await frameRendersAroundFilterTap(makeUser({ role: 'freelancer' }));
    expect(after).toBe(before);
  });

  it('is not drawn again for a visitor, whose sign-in links follow the search', async () => {
    const { before, after } = await frameRendersAroundFilterTap(null);
    expect(after).toBe(before);
    const next = new URL(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href') ?? '', 'http://localhost').searchParams.get(
      'next',
    );
    expect(next).toBe('/jobs?type=offer');
  });
});
