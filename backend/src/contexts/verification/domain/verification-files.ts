import { photoType, videoType } from '../../../platform/storage/file-signatures';
import type { FilePartRule } from '../../../platform/storage/streamed-files';

const MB = 1024 * 1024;

/** The two parts of POST /api/verifications: a photo of an ID (≤ 10 MB) and a short video (≤ 50 MB). */
export const VERIFICATION_FILES: Record<'idDocument' | 'video', FilePartRule> = {
  idDocument: {
    maxBytes: 10 * MB,
    tooLargeMessage: 'The ID image must be at most 10 MB',
    typeOf: photoType,
    wrongTypeMessage: 'The ID image must be a JPEG, PNG or WebP photo',
    prefix: 'verifications',
  },
  video: {
    maxBytes: 50 * MB,
    tooLargeMessage: 'The video must be at most 50 MB',
    typeOf: videoType,
    wrongTypeMessage: 'The video must be an MP4, WebM or MOV file',
    prefix: 'verifications',
  },
};

export const MISSING_FILES_MESSAGE = 'Please upload both ID and video';
