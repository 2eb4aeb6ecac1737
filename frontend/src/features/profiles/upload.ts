import { api, unwrap } from '../../api/client';
import { ApiError, getErrorMessage, isApiError } from '../../api/errors';
import type { UploadTicket } from '../../api/types';
import { sendWithProgress } from '../../lib/upload';
import type { UploadProgress } from '../../lib/upload';

/** The largest image the server takes, as a profile picture or a portfolio image (5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE_MESSAGE = 'Please choose an image file';

/** What each step of an upload says when it fails without a message of the server's. */
const UPLOAD_STEP_FAILURES = {
  ticket: 'Failed to get upload URL',
  transfer: 'Failed to upload file to storage',
  finalize: 'Failed to finalize upload',
} as const;

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

/** Sends the raw file to the ticket's upload URL (this server's, or the object storage's). */
async function sendFile(uploadUrl: string, file: File, onProgress?: UploadProgress): Promise<void> {
  try {
    await sendWithProgress({ method: 'PUT', url: uploadUrl, body: file, contentType: file.type || 'application/octet-stream', onProgress });
  } catch (error) {
    const message = error instanceof ApiError ? getErrorMessage(error, UPLOAD_STEP_FAILURES.transfer) : UPLOAD_STEP_FAILURES.transfer;
    throw new UploadError(message, { cause: error });
  }
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
