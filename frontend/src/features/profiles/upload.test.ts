import { describe, expect, it } from 'vitest';
import { isApiError } from '../../api/errors';
import { errorResponse, mockFetch, requestedRoutes, requestsTo } from '../../test/fetch';
import { stubXhr } from '../../test/xhr';
import { imageFileProblem, MAX_IMAGE_BYTES, uploadFailureMessage, uploadPortfolioImage, uploadProfilePicture } from './upload';

const TICKET_ROUTE = 'GET /api/users/profile-picture-upload-url';
const FINALIZE_ROUTE = 'POST /api/users/profile-picture/finalize';
const ticket = { uploadUrl: '/api/storage/uploads/token.signature', objectPath: 'uploads/abc' };
const picture = new File([new Uint8Array(64)], 'me.png', { type: 'image/png' });

function mockPictureApi(routes: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    [TICKET_ROUTE]: ticket,
    [FINALIZE_ROUTE]: { profileImageUrl: '/media/pictures/abc.webp' },
    ...routes,
  });
}

/** The message the upload failed with. */
async function failure(upload: Promise<unknown>): Promise<string> {
  const error = await upload.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).not.toBeNull();
  return uploadFailureMessage(error);
}

describe('uploading a profile picture', () => {
  it('gets an upload URL, PUTs the file there with its type and progress, then finalizes it', async () => {
    const fetchMock = mockPictureApi();
    const storage = stubXhr(() => ({ status: 200 }));
    const progress: number[] = [];

    const url = await uploadProfilePicture(picture, (percent) => progress.push(percent));

    expect(url).toBe('/media/pictures/abc.webp');
    expect(requestedRoutes(fetchMock)).toEqual([TICKET_ROUTE, FINALIZE_ROUTE]);
    expect(await requestsTo(fetchMock, FINALIZE_ROUTE)[0].json()).toEqual({ objectPath: 'uploads/abc' });
    const [put] = storage.sent;
    expect(put).toMatchObject({ method: 'PUT', url: ticket.uploadUrl, headers: { 'Content-Type': 'image/png' }, withCredentials: false });
    expect(put.body).toBe(picture);
    expect(progress).toEqual([50, 100, 100]);
  });

  it('sends a file of unknown type as application/octet-stream, to an absolute storage URL as it is', async () => {
    const s3Url = 'https://bucket.s3.example.com/uploads/abc?X-Amz-Signature=1';
    mockPictureApi({ [TICKET_ROUTE]: { ...ticket, uploadUrl: s3Url } });
    const storage = stubXhr(() => ({ status: 200 }));

    await uploadProfilePicture(new File([new Uint8Array(8)], 'photo'));

    expect(storage.sent[0].url).toBe(s3Url);
    expect(storage.sent[0].headers['Content-Type']).toBe('application/octet-stream');
  });

  it("says why getting an upload URL failed: the server's message, else 'Failed to get upload URL'", async () => {
    mockPictureApi({ [TICKET_ROUTE]: errorResponse(429, 'STORAGE.TOO_MANY_PENDING', 'Too many uploads are waiting') });
    const storage = stubXhr(() => ({ status: 200 }));
    expect(await failure(uploadProfilePicture(picture))).toBe('Too many uploads are waiting');

    mockPictureApi({ [TICKET_ROUTE]: new Response(null, { status: 500 }) });
    expect(await failure(uploadProfilePicture(picture))).toBe('Failed to get upload URL');
    expect(storage.sent).toHaveLength(0);
  });

  it("says why sending the file failed: the storage's JSON message, else 'Failed to upload file to storage'", async () => {
    const fetchMock = mockPictureApi();
    const tooLarge = JSON.stringify({ statusCode: 413, code: 'STORAGE.FILE_TOO_LARGE', message: 'The file must be at most 5 MB' });
    stubXhr(() => ({ status: 413, body: tooLarge }));
    expect(await failure(uploadProfilePicture(picture))).toBe('The file must be at most 5 MB');

    stubXhr(() => ({ status: 403, body: '<Error><Code>AccessDenied</Code></Error>' }));
    expect(await failure(uploadProfilePicture(picture))).toBe('Failed to upload file to storage');

    stubXhr(() => 'network-error');
    expect(await failure(uploadProfilePicture(picture))).toBe('Failed to upload file to storage');
    expect(requestsTo(fetchMock, FINALIZE_ROUTE)).toHaveLength(0);
  });

  it("says why finalizing failed: the server's message, else 'Failed to finalize upload'", async () => {
    mockPictureApi({ [FINALIZE_ROUTE]: errorResponse(400, 'STORAGE.NOT_AN_IMAGE', 'The file is not an image') });
    stubXhr(() => ({ status: 200 }));
    expect(await failure(uploadProfilePicture(picture))).toBe('The file is not an image');

    mockPictureApi({ [FINALIZE_ROUTE]: new Response(null, { status: 502 }) });
    expect(await failure(uploadProfilePicture(picture))).toBe('Failed to finalize upload');
  });

  it('keeps an ended session as the 401 it is, for the sign-in redirect', async () => {
    mockPictureApi({ [TICKET_ROUTE]: errorResponse(401, 'UNAUTHORIZED', 'Unauthorized') });
    stubXhr(() => ({ status: 200 }));

    const error = await uploadProfilePicture(picture).catch((reason: unknown) => reason);

    expect(isApiError(error, 401)).toBe(true);
  });
});

describe('uploading a portfolio image', () => {
  it('gets a portfolio upload URL and sends the file, leaving the publishing to the save', async () => {
    const fetchMock = mockFetch({
      'GET /api/portfolio/image-upload-url': { uploadUrl: '/api/storage/uploads/p.s', objectPath: 'uploads/p' },
    });
    const storage = stubXhr(() => ({ status: 200 }));

    expect(await uploadPortfolioImage(picture)).toBe('uploads/p');
    expect(requestedRoutes(fetchMock)).toEqual(['GET /api/portfolio/image-upload-url']);
    expect(storage.sent[0].url).toBe('/api/storage/uploads/p.s');
  });
});

describe('checking a file before it is sent', () => {
  it('refuses files over 5 MB and files that are not images', () => {
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    const sized = (size: number, type: string) => {
      const file = new File([], 'file', { type });
      Object.defineProperty(file, 'size', { value: size });
      return file;
    };
    expect(imageFileProblem(sized(MAX_IMAGE_BYTES, 'image/jpeg'))).toBeNull();
    expect(imageFileProblem(sized(MAX_IMAGE_BYTES + 1, 'image/jpeg'))).toBe('too-large');
    expect(imageFileProblem(sized(10, 'application/pdf'))).toBe('not-an-image');
    expect(imageFileProblem(sized(10, ''))).toBeNull();
  });
});
