import { ApiError, getErrorMessage } from '../../api/errors';
import type { VerificationRequest } from '../../api/types';
import { VERIFICATION_MEDIA_LIMITS } from '../../lib/verification-limits';
import { sendWithProgress } from '../../lib/upload';
import type { UploadProgress } from '../../lib/upload';

const MB = 1024 * 1024;

/** The two files of a request as the server takes them (backend VERIFICATION_FILES): the types it accepts, by their bytes, and its limits. */
export const VERIFICATION_FILES = {
  idDocument: {
    accept: 'image/jpeg,image/png,image/webp',
    maxBytes: 10 * MB,
    tooLargeMessage: 'The ID image must be at most 10 MB',
    wrongTypeMessage: 'The ID image must be a JPEG, PNG or WebP photo',
  },
  video: {
    accept: 'video/mp4,video/webm,video/quicktime',
    maxBytes: 50 * MB,
    tooLargeMessage: 'The video must be at most 50 MB',
    wrongTypeMessage: 'The video must be an MP4, WebM or MOV file',
  },
} as const;

const { video: VIDEO_MEDIA, idDocument: ID_IMAGE_MEDIA } = VERIFICATION_MEDIA_LIMITS;

/** What the server measures each file against, said as the screen says it (VERIFICATION_MEDIA_LIMITS). */
export const VERIFICATION_REQUIREMENTS = {
  idDocument: `A photo of a government ID: JPEG, PNG or WebP, up to 10 MB, at least ${ID_IMAGE_MEDIA.minLongSide} pixels on its longer side.`,
  video: `MP4, WebM or MOV, ${VIDEO_MEDIA.minSeconds} to ${VIDEO_MEDIA.maxSeconds} seconds long, at least ${VIDEO_MEDIA.minShortSide} pixels on its shorter side (any phone or webcam), up to 50 MB.`,
  /** The spec's wording of the hint's length ("a 10-30 second video"). */
  videoLength: `${VIDEO_MEDIA.minSeconds}-${VIDEO_MEDIA.maxSeconds} second`,
} as const;

export type VerificationFiles = { idDocument: File; video: File };
export type VerificationFilePart = keyof VerificationFiles;

const VERIFICATIONS_URL = '/api/verifications';
const INTERRUPTED_MESSAGE = 'The upload was interrupted. Please check your connection and try again.';

export type VerificationFileProblem = 'too-large' | 'wrong-type';

/** Why the server would refuse this file as `part`, judged before anything is sent; null when it may be sent. */
export function verificationFileProblem(part: VerificationFilePart, file: File): VerificationFileProblem | null {
  const rule = VERIFICATION_FILES[part];
  if (file.size > rule.maxBytes) return 'too-large';
  // An unknown type (empty) is left to the server, which judges the bytes.
  if (file.type !== '' && !rule.accept.split(',').includes(file.type)) return 'wrong-type';
  return null;
}

/** What the server says of such a file, so the screen says it first. */
export function verificationFileProblemMessage(part: VerificationFilePart, problem: VerificationFileProblem): string {
  const rule = VERIFICATION_FILES[part];
  return problem === 'too-large' ? rule.tooLargeMessage : rule.wrongTypeMessage;
}

/**
 * The file a refusal is about, so the screen marks that field with the server's message: the
 * measured figures (VERIFICATION.VIDEO_* and ID_IMAGE_*, e.g. "Your video is 3 seconds long; it
 * must be 10 to 30 seconds.") and the type and size checks; null for any other failure.
 */
export function verificationRefusalPart(error: unknown): VerificationFilePart | null {
  if (!(error instanceof ApiError) || !error.body) return null;
  const { message } = error.body;
  // Typed as a string, but only the message of a body is checked when it is parsed.
  const code: unknown = error.body.code;
  if (typeof code === 'string' && code.startsWith('VERIFICATION.VIDEO_')) return 'video';
  if (typeof code === 'string' && code.startsWith('VERIFICATION.ID_IMAGE_')) return 'idDocument';
  for (const part of ['idDocument', 'video'] as const) {
    const rule = VERIFICATION_FILES[part];
    if (message === rule.tooLargeMessage || message === rule.wrongTypeMessage) return part;
  }
  return null;
}

/** The description of a failed submission: the server's message, or why the upload did not reach it. */
export function verificationFailureMessage(error: unknown): string {
  return error instanceof ApiError ? getErrorMessage(error) : INTERRUPTED_MESSAGE;
}

/**
 * Sends both files as multipart/form-data and returns the new request; not with the app's JSON
 * client, which cannot send multipart. A refusal rejects with the server's ApiError, so a 401
 * still leads to the sign-in page.
 */
export async function submitVerification(files: VerificationFiles, onProgress?: UploadProgress): Promise<VerificationRequest> {
  const body = new FormData();
  body.append('idDocument', files.idDocument);
  body.append('video', files.video);
  return JSON.parse(await sendWithProgress({ method: 'POST', url: VERIFICATIONS_URL, body, onProgress })) as VerificationRequest;
}
