import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyVerification, User } from '../../../api/types';
import { expectFieldError, expectNoFieldError } from '../../../test/field-error';
import { jsonResponse, mockFetch, requestedRoutes, requestsTo } from '../../../test/fetch';
import { makeUser, makeVerificationRequest, VERIFICATION_ID } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { stubWebSocket } from '../../../test/web-socket';
import { stubXhr } from '../../../test/xhr';

const MY_VERIFICATION_ROUTE = 'GET /api/verifications/my';
const DELETE_MEDIA_ROUTE = `DELETE /api/verifications/${VERIFICATION_ID}/media`;
const nothingYet: MyVerification = { request: null, canSubmit: true };

function renderVerification(mine: MyVerification = nothingYet, user: User = makeUser(), routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': user,
    'GET /api/conversations/unread-count': { unreadMessages: 0 },
    'GET /api/notifications': [],
    [MY_VERIFICATION_ROUTE]: mine,
    ...routes,
  });
  return { fetchMock, ...renderApp('/verification') };
}

function sized(name: string, type: string, size = 2048): File {
  const file = new File([], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const idImage = () => sized('id.jpg', 'image/jpeg');
const video = () => sized('me.mp4', 'video/mp4');

async function form(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: /^Get verified|^Submit a new verification/ });
  return heading.closest<HTMLElement>('.mantine-Card-root')!;
}

/** The hidden file input of a field, which Mantine puts just before the field whose button is labelled `label`. */
function fileInput(container: HTMLElement, label: string): HTMLInputElement {
  const field = within(container).getByRole('button', { name: label });
  const input = field.closest<HTMLElement>('.mantine-InputWrapper-root')!.previousElementSibling as HTMLInputElement;
  expect(input.type).toBe('file');
  return input;
}

async function choose(label: string, file: File) {
  fireEvent.change(fileInput(await form(), label), { target: { files: [file] } });
}

async function submit() {
  fireEvent.click(within(await form()).getByRole('button', { name: 'Submit Verification' }));
}

describe('the verification screen', () => {
  it('offers the form before the first request: the hint names the user, review takes 24-48 hours', async () => {
    renderVerification(nothingYet, makeUser({ firstName: 'Amara', lastName: 'Okafor' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Identity Verification' })).toBeTruthy();
    const card = await form();
    expect(within(card).getByText('Upload an ID image and a video.')).toBeTruthy();
    expect(
      within(card).getByText("Hint: record a 10-30 second video saying your full name, Amara Okafor, and 'I am verifying my identity'."),
    ).toBeTruthy();
    expect(within(card).getByText('Review takes 24-48 hours.')).toBeTruthy();
    expect(fileInput(card, 'ID image').getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(fileInput(card, 'Video').getAttribute('accept')).toBe('video/mp4,video/webm,video/quicktime');
    expect(screen.queryByText('Verified')).toBeNull();
  });

  it("says 'Missing files' and sends nothing without both files", async () => {
    renderVerification();
    const upload = stubXhr(() => ({ status: 201 }));

    await submit();
    expect(await screen.findByText('Missing files')).toBeTruthy();
    expect(screen.getByText('Please upload both ID and video')).toBeTruthy();

    await choose('ID image', idImage());
    await submit();
    expect(await screen.findByText('Missing files')).toBeTruthy();
    expect(upload.sent).toHaveLength(0);
  });

  it('refuses an ID image over 10 MB and a video over 50 MB before sending anything', async () => {
    renderVerification();
    const upload = stubXhr(() => ({ status: 201 }));

    await choose('ID image', sized('id.png', 'image/png', 10 * 1024 * 1024 + 1));
    await waitFor(() => expectFieldError(screen.getByRole('button', { name: 'ID image' }), 'The ID image must be at most 10 MB'));
    await choose('Video', video());
    await submit();
    expect(await screen.findByText('File too large')).toBeTruthy();

    await choose('ID image', idImage());
    await choose('Video', sized('me.webm', 'video/webm', 50 * 1024 * 1024 + 1));
    await submit();
    await waitFor(() => expect(screen.getAllByText('The video must be at most 50 MB').length).toBeGreaterThanOrEqual(2));
    expect(upload.sent).toHaveLength(0);
  });

  it('uploads both files with a progress bar, then shows the request as pending', async () => {
    const created = makeVerificationRequest();
    renderVerification();
    const upload = stubXhr();

    await choose('ID image', idImage());
    await choose('Video', video());
    await submit();

    await waitFor(() => expect(upload.sent).toHaveLength(1));
    expect(upload.sent[0]).toMatchObject({ method: 'POST', url: '/api/verifications' });
    upload.sent[0].progress(40, 100);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('40'));

    upload.sent[0].reply({ status: 201, body: JSON.stringify(created) });

    expect(await screen.findByText('Verification submitted')).toBeTruthy();
    expect(screen.getByText('Review takes 24-48 hours. You will be notified of the decision.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Verification pending' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Verification' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("toasts 'Failed to submit verification' with the server's message, keeping the form", async () => {
    renderVerification();
    const refusal = { statusCode: 400, code: 'STORAGE.FILE_TYPE_NOT_ACCEPTED', message: 'The ID image must be a JPEG, PNG or WebP photo' };
    stubXhr(() => ({ status: 400, body: JSON.stringify(refusal) }));

    await choose('ID image', idImage());
    await choose('Video', video());
    await submit();

    expect(await screen.findByText('Failed to submit verification')).toBeTruthy();
    await waitFor(() =>
      expectFieldError(screen.getByRole('button', { name: /^ID image/ }), 'The ID image must be a JPEG, PNG or WebP photo'),
    );
    expect(await screen.findByRole('button', { name: 'Submit Verification' })).toBeTruthy();
  });

  it('states what each file must be, with the bounds the server measures', async () => {
    renderVerification();
    const card = await form();
    expect(
      within(card).getByText('A photo of a government ID: JPEG, PNG or WebP, up to 10 MB, at least 600 pixels on its longer side.'),
    ).toBeTruthy();
    expect(
      within(card).getByText(
        'MP4, WebM or MOV, 10 to 30 seconds long, at least 320 pixels on its shorter side (any phone or webcam), up to 50 MB.',
      ),
    ).toBeTruthy();
  });

  it("marks the video with the server's refusal of its length, until another video is chosen", async () => {
    renderVerification();
    const refusal = {
      statusCode: 400,
      code: 'VERIFICATION.VIDEO_TOO_SHORT',
      message: 'Your video is 3 seconds long; it must be 10 to 30 seconds.',
      details: { durationMs: 3000, minSeconds: 10, maxSeconds: 30 },
    };
    stubXhr(() => ({ status: 400, body: JSON.stringify(refusal) }));

    await choose('ID image', idImage());
    await choose('Video', video());
    await submit();

    expect(await screen.findByText('Failed to submit verification')).toBeTruthy();
    const videoField = () => screen.getByRole('button', { name: /^Video/ });
    await waitFor(() => expectFieldError(videoField(), 'Your video is 3 seconds long; it must be 10 to 30 seconds.'));
    expectNoFieldError(screen.getByRole('button', { name: /^ID image/ }));

    await choose('Video', sized('longer.mp4', 'video/mp4'));
    await waitFor(() => expectNoFieldError(videoField()));
  });

  it("marks the ID image with the server's refusal of its size in pixels", async () => {
    renderVerification();
    const refusal = {
      statusCode: 400,
      code: 'VERIFICATION.ID_IMAGE_TOO_SMALL',
      message: 'Your ID image is 320 × 200 pixels; it must be at least 600 pixels on its longer side so that the ID can be read.',
    };
    stubXhr(() => ({ status: 400, body: JSON.stringify(refusal) }));

    await choose('ID image', idImage());
    await choose('Video', video());
    await submit();

    await waitFor(() => expectFieldError(screen.getByRole('button', { name: /^ID image/ }), refusal.message));
  });

  it('shows a pending request without the form or a way to delete its files', async () => {
    renderVerification({ request: makeVerificationRequest({ status: 'pending' }), canSubmit: false });

    expect(await screen.findByRole('heading', { name: 'Verification pending' })).toBeTruthy();
    expect(screen.getByText('pending')).toBeTruthy();
    expect(screen.getByText(/Review takes 24-48 hours\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Verification' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete my documents' })).toBeNull();
  });

  it('shows a rejected request with its review note, and the form to submit again', async () => {
    renderVerification({
      request: makeVerificationRequest({
        status: 'rejected',
        reviewNote: 'The ID photo is blurred.',
        reviewedAt: '2026-11-21T10:00:00.000Z',
      }),
      canSubmit: true,
    });

    expect(await screen.findByRole('heading', { name: 'Verification not approved' })).toBeTruthy();
    expect(screen.getByText('Note from our team: The ID photo is blurred.')).toBeTruthy();
    expect(within(await form()).getByRole('heading', { name: 'Submit a new verification' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete my documents' })).toBeTruthy();
  });

  it('shows a verified user the badge and no form, and deletes the documents after confirming', async () => {
    let mine: MyVerification = {
      request: makeVerificationRequest({ status: 'approved', reviewNote: 'Welcome aboard.', reviewedAt: '2026-11-21T10:00:00.000Z' }),
      canSubmit: false,
    };
    const { fetchMock } = renderVerification(mine, makeUser({ isVerified: true }), {
      [MY_VERIFICATION_ROUTE]: () => jsonResponse(mine),
      [DELETE_MEDIA_ROUTE]: () => {
        mine = { ...mine, request: { ...mine.request!, hasMedia: false, mediaDeletedAt: '2026-11-22T10:00:00.000Z' } };
        return new Response(null, { status: 204 });
      },
    });

    expect(await screen.findByRole('heading', { name: 'Your identity is verified' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Note from our team: Welcome aboard.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Verification' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete my documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your documents?' });
    expect(requestedRoutes(fetchMock)).not.toContain(DELETE_MEDIA_ROUTE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Documents deleted')).toBeTruthy();
    expect(requestsTo(fetchMock, DELETE_MEDIA_ROUTE)).toHaveLength(1);
    expect(
      await screen.findByText(`Your ID image and video were deleted on ${new Date('2026-11-22T10:00:00.000Z').toLocaleDateString()}.`),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete my documents' })).toBeNull();
  });

  it('shows the decision as soon as its notification is pushed, refreshing the signed-in user', async () => {
    const sockets = stubWebSocket();
    let user = makeUser({ isVerified: false });
    let mine: MyVerification = { request: makeVerificationRequest(), canSubmit: false };
    const { fetchMock } = renderVerification(mine, user, {
      'GET /api/auth/user': () => jsonResponse(user),
      [MY_VERIFICATION_ROUTE]: () => jsonResponse(mine),
    });
    await screen.findByRole('heading', { name: 'Verification pending' });
    const userLoads = requestsTo(fetchMock, 'GET /api/auth/user').length;

    user = { ...user, isVerified: true };
    mine = { request: makeVerificationRequest({ status: 'approved', reviewNote: 'All good.' }), canSubmit: false };
    act(() =>
      sockets.push({
        type: 'notification',
        notification: {
          id: 'n1',
          type: 'verification',
          entityId: VERIFICATION_ID,
          title: 'Identity verified',
          message: 'Your identity is verified.',
          isRead: false,
          createdAt: '2026-11-21T10:00:00.000Z',
        },
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Your identity is verified' })).toBeTruthy();
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/auth/user').length).toBeGreaterThan(userLoads));
  });
});
