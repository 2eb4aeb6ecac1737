import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, requestedRoutes, requestsTo } from '../../../test/fetch';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { stubXhr } from '../../../test/xhr';
import type { StorageReply } from '../../../test/xhr';

const TICKET_ROUTE = 'GET /api/users/profile-picture-upload-url';
const FINALIZE_ROUTE = 'POST /api/users/profile-picture/finalize';
const NEW_PICTURE = '/media/pictures/new.webp';

function pictureFile(size = 2048, type = 'image/png'): File {
  const file = new File([], 'me.png', { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Settings for a user whose picture the server changes once it is finalized. */
function renderSettings(routes: Parameters<typeof mockFetch>[0] = {}, user = makeUser()) {
  let current = user;
  const fetchMock = mockFetch({
    'GET /api/auth/user': () => jsonResponse(current),
    'GET /api/blocked-users': [],
    'GET /api/conversations/unread-count': { unreadMessages: 0 },
    [TICKET_ROUTE]: { uploadUrl: '/api/storage/uploads/token.sig', objectPath: 'uploads/abc' },
    [FINALIZE_ROUTE]: () => {
      current = { ...current, profileImageUrl: NEW_PICTURE };
      return jsonResponse({ profileImageUrl: NEW_PICTURE });
    },
    ...routes,
  });
  return { fetchMock, ...renderApp('/settings') };
}

async function pictureCard(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: 'Profile picture' });
  return heading.closest<HTMLElement>('.mantine-Card-root')!;
}

async function choose(file: File) {
  const input = (await pictureCard()).querySelector<HTMLInputElement>('input[type="file"]')!;
  expect(input.getAttribute('accept')).toBe('image/*');
  fireEvent.change(input, { target: { files: [file] } });
}

function headerAvatar(): HTMLImageElement | null {
  return within(screen.getByRole('button', { name: /account menu$/ })).queryByRole('img');
}

describe('the profile picture card in Settings', () => {
  it('refuses a file over 5 MB before sending anything', async () => {
    const { fetchMock } = renderSettings();
    const storage = stubXhr(() => ({ status: 200 }));

    await choose(pictureFile(5 * 1024 * 1024 + 1));

    expect(await screen.findByText('File too large')).toBeTruthy();
    expect(screen.getByText('Profile picture must be less than 5MB')).toBeTruthy();
    expect(requestedRoutes(fetchMock)).not.toContain(TICKET_ROUTE);
    expect(storage.sent).toHaveLength(0);
  });

  it('refuses a file that is not an image before sending anything', async () => {
    const { fetchMock } = renderSettings();

    await choose(pictureFile(2048, 'application/pdf'));

    expect(await screen.findByText('Failed to upload profile picture')).toBeTruthy();
    expect(screen.getByText('Please choose an image file')).toBeTruthy();
    expect(requestedRoutes(fetchMock)).not.toContain(TICKET_ROUTE);
  });

  it("shows the upload's progress, then toasts and refreshes the user so the header's avatar changes", async () => {
    const { fetchMock } = renderSettings();
    const storage = stubXhr();
    await screen.findByRole('button', { name: /account menu$/ });
    expect(headerAvatar()).toBeNull();
    const userLoads = requestsTo(fetchMock, 'GET /api/auth/user').length;

    await choose(pictureFile());

    expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeTruthy();
    await waitFor(() => expect(storage.sent).toHaveLength(1));
    expect(storage.sent[0]).toMatchObject({
      method: 'PUT',
      url: '/api/storage/uploads/token.sig',
      headers: { 'Content-Type': 'image/png' },
    });
    storage.sent[0].progress(40, 100);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('40'));

    storage.sent[0].reply({ status: 200 });

    expect(await screen.findByText('Profile picture updated successfully')).toBeTruthy();
    expect(await requestsTo(fetchMock, FINALIZE_ROUTE)[0].json()).toEqual({ objectPath: 'uploads/abc' });
    await waitFor(() => expect(headerAvatar()?.getAttribute('src')).toBe(NEW_PICTURE));
    expect(requestsTo(fetchMock, 'GET /api/auth/user').length).toBeGreaterThan(userLoads);
    expect(await screen.findByRole('button', { name: 'Change Picture' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it.each<[string, Parameters<typeof mockFetch>[0], StorageReply, string]>([
    [
      'the upload URL is refused',
      { [TICKET_ROUTE]: errorResponse(429, 'STORAGE.TOO_MANY', 'Too many uploads are waiting') },
      { status: 200 },
      'Too many uploads are waiting',
    ],
    [
      'the upload URL fails without a message',
      { [TICKET_ROUTE]: new Response(null, { status: 500 }) },
      { status: 200 },
      'Failed to get upload URL',
    ],
    ['the storage refuses the file', {}, { status: 500 }, 'Failed to upload file to storage'],
    ['the connection drops', {}, 'network-error', 'Failed to upload file to storage'],
    [
      'finalizing is refused',
      { [FINALIZE_ROUTE]: errorResponse(400, 'STORAGE.NOT_AN_IMAGE', 'The file is not an image') },
      { status: 200 },
      'The file is not an image',
    ],
    [
      'finalizing fails without a message',
      { [FINALIZE_ROUTE]: new Response(null, { status: 502 }) },
      { status: 200 },
      'Failed to finalize upload',
    ],
  ])('toasts why when %s', async (_case, routes, storageReply, description) => {
    renderSettings(routes);
    stubXhr(() => storageReply);

    await choose(pictureFile());

    expect(await screen.findByText('Failed to upload profile picture')).toBeTruthy();
    expect(screen.getByText(description)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Change Picture' })).toBeTruthy();
  });

  it('removes the picture, keeping the names', async () => {
    let current = makeUser({ profileImageUrl: '/media/pictures/old.webp' });
    const { fetchMock } = renderSettings(
      {
        'GET /api/auth/user': () => jsonResponse(current),
        'PATCH /api/users/profile': () => {
          current = { ...current, profileImageUrl: null };
          return jsonResponse(current);
        },
      },
      current,
    );
    const card = await pictureCard();
    await waitFor(() => expect(headerAvatar()?.getAttribute('src')).toBe('/media/pictures/old.webp'));

    fireEvent.click(within(card).getByRole('button', { name: 'Remove picture' }));

    expect(await screen.findByText('Profile picture removed')).toBeTruthy();
    expect(await requestsTo(fetchMock, 'PATCH /api/users/profile')[0].json()).toEqual({
      firstName: 'Amara',
      lastName: 'Okafor',
      profileImageUrl: null,
    });
    await waitFor(() => expect(headerAvatar()).toBeNull());
    expect(within(card).queryByRole('button', { name: 'Remove picture' })).toBeNull();
  });
});
