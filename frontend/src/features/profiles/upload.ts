import { api, unwrap } from '../../api/client';
import { ApiError, getErrorMessage, isApiError } from '../../api/errors';
import type { UploadTicket } from '../../api/types';

/** The largest image the server takes, as a profile picture or a portfolio image (5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE_MESSAGE = 'Please choose an image file';

/** What each step of an upload says when it fails without a message of the server's. */
const UPLOAD_STEP_FAILURES = {
  ticket: 'Failed to get upload URL',
  transfer: 'Failed to upload file to storage',
  finalize: 'Failed to finalize upload',
} as const;

/** How much of the file has been sent, from 0 to 100. */
type UploadProgress = (percent: number) => void;

/** A step of an upload failed; the message says why, for the toast's description. */
class UploadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UploadError';
  }
}

/** Why a file cannot be sent at all, judged before anything is uploaded; null when it may be. */
export function imageFileProblem(file: File): 'too-large' | 'not-an-image' | null {
  if (file.size > MAX_IMAGE_BYTES) return 'too-large';
  // An unknown type (empty) is left to the server, which judges the bytes.
  if (file.type !== '' && !file.type.startsWith('image/')) return 'not-an-image';
  return null;
}

/** The description of a failed upload or save: the failing step's reason, or the server's message. */
export function uploadFailureMessage(error: unknown): string {
  return error instanceof UploadError ? error.message : getErrorMessage(error);
}

/** An API step of the upload: its failure says the server's message, or the step's own. */
async function apiStep<T>(call: Promise<T>, fallback: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    // An ended session keeps its status, so the query client can send the user to sign in.
    if (isApiError(error, 401)) throw error;
    throw new UploadError(getErrorMessage(error, fallback), { cause: error });
  }
}

/**
 * Sends the raw file to the ticket's upload URL (this server's, or the object storage's). With
 * XMLHttpRequest rather than fetch, which cannot report upload progress.
 */
function sendFile(uploadUrl: string, file: File, onProgress?: UploadProgress): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = () => reject(new UploadError(UPLOAD_STEP_FAILURES.transfer));
    xhr.open('PUT', uploadUrl);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve();
        return;
      }
      void ApiError.fromResponse(new Response(xhr.responseText || null, { status: xhr.status, statusText: xhr.statusText })).then((error) =>
        reject(new UploadError(getErrorMessage(error, UPLOAD_STEP_FAILURES.transfer), { cause: error })),
      );
    };
    xhr.onerror = fail;
    xhr.onabort = fail;
    xhr.send(file);
  });
}

async function sendToNewUploadUrl(requestTicket: Promise<UploadTicket>, file: File, onProgress?: UploadProgress): Promise<string> {
  const ticket = await apiStep(requestTicket, UPLOAD_STEP_FAILURES.ticket);
  await sendFile(ticket.uploadUrl, file, onProgress);
  return ticket.objectPath;
}

/** Makes the file the signed-in user's profile picture: upload URL, file, finalize. Returns the new picture's URL. */
export async function uploadProfilePicture(file: File, onProgress?: UploadProgress): Promise<string> {
  const objectPath = await sendToNewUploadUrl(unwrap(api.GET('/api/users/profile-picture-upload-url')), file, onProgress);
  const { profileImageUrl } = await apiStep(
    unwrap(api.POST('/api/users/profile-picture/finalize', { body: { objectPath } })),
    UPLOAD_STEP_FAILURES.finalize,
  );
  return profileImageUrl;
}

/**
 * Uploads a portfolio image and returns its objectPath: saving the item with it as
 * imageObjectPath checks and publishes it, in place of a finalize step.
 */
export function uploadPortfolioImage(file: File, onProgress?: UploadProgress): Promise<string> {
  return sendToNewUploadUrl(unwrap(api.GET('/api/portfolio/image-upload-url')), file, onProgress);
}
