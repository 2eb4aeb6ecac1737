import { DomainError } from '../errors/domain-error';

export class UploadUrlInvalid extends DomainError {
  constructor() {
    super('STORAGE.UPLOAD_URL_INVALID', 'This upload URL is not valid', 'forbidden');
  }
}

export class UploadUrlExpired extends DomainError {
  constructor() {
    super('STORAGE.UPLOAD_URL_EXPIRED', 'This upload URL has expired; ask for a new one', 'forbidden');
  }
}

export class DownloadUrlInvalid extends DomainError {
  constructor() {
    super('STORAGE.DOWNLOAD_URL_INVALID', 'This link is not valid', 'forbidden');
  }
}

export class DownloadUrlExpired extends DomainError {
  constructor() {
    super('STORAGE.DOWNLOAD_URL_EXPIRED', 'This link has expired; open the document again', 'forbidden');
  }
}

export class UploadTooLarge extends DomainError {
  constructor(maxBytes: number, message = `The file must be at most ${formatMegabytes(maxBytes)}`) {
    super('STORAGE.FILE_TOO_LARGE', message, 'too_large', { maxBytes });
  }
}

export class UploadNotFound extends DomainError {
  constructor() {
    super('STORAGE.UPLOAD_NOT_FOUND', 'No upload of yours with this objectPath is waiting to be finalized', 'not_found');
  }
}

export class NothingUploaded extends DomainError {
  constructor() {
    super('STORAGE.NOTHING_UPLOADED', 'The file was not uploaded: send it to the upload URL first', 'invalid');
  }
}

export class NotAnImage extends DomainError {
  constructor() {
    super('STORAGE.NOT_AN_IMAGE', 'The file is not a JPEG, PNG, WebP or GIF image', 'invalid');
  }
}

export class TooManyPendingUploads extends DomainError {
  constructor(limit: number) {
    super(
      'STORAGE.TOO_MANY_PENDING_UPLOADS',
      `You have ${limit} uploads waiting to be finalized; finish or wait for them first`,
      'rate_limited',
    );
  }
}

export class StorageQuotaExceeded extends DomainError {
  constructor(quotaBytes: number, usedBytes: number) {
    super(
      'STORAGE.QUOTA_EXCEEDED',
      `Your files take ${formatMegabytes(usedBytes)} of the ${formatMegabytes(quotaBytes)} you may keep; delete some or finish your uploads first`,
      'too_large',
      { quotaBytes, usedBytes },
    );
  }
}

/** A second upload to the same URL, or one after its upload was finalized or given up. */
export class UploadUrlUsed extends DomainError {
  constructor() {
    super('STORAGE.UPLOAD_URL_USED', 'This upload URL has been used; ask for a new one', 'forbidden');
  }
}

export class ObjectGone extends DomainError {
  constructor() {
    super('STORAGE.OBJECT_NOT_FOUND', 'This file no longer exists', 'not_found');
  }
}

export class LocalStorageOnly extends DomainError {
  constructor() {
    super('STORAGE.NOT_LOCAL', 'Uploads go straight to the object storage on this server', 'not_found');
  }
}

/** The storage has no room left (a full disk or volume quota, or the S3 service says so). */
export class StorageFull extends DomainError {
  constructor() {
    super('STORAGE.FULL', 'There is no room to store this file right now; please try again later', 'insufficient_storage');
  }
}

const NO_ROOM_CODES = new Set(['ENOSPC', 'EDQUOT', 'XMinioStorageFull']);

/** A failed storage write as callers should see it: StorageFull when there was no room, the error itself otherwise. */
export function asStorageFailure(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && NO_ROOM_CODES.has(code) ? new StorageFull() : error;
}

export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

export class FileTypeNotAccepted extends DomainError {
  constructor(message: string) {
    super('STORAGE.FILE_TYPE_NOT_ACCEPTED', message, 'invalid');
  }
}

export class FieldTooLong extends DomainError {
  constructor(name: string, limit: number) {
    super('STORAGE.FIELD_TOO_LONG', `${name} must be at most ${limit} characters`, 'invalid', { field: name, limit });
  }
}

export class MissingFiles extends DomainError {
  constructor(message: string) {
    super('STORAGE.MISSING_FILES', message, 'invalid');
  }
}

export class UnexpectedUploadPart extends DomainError {
  constructor(name: string) {
    super('STORAGE.UNEXPECTED_PART', `The upload has a part this endpoint does not take: ${JSON.stringify(name.slice(0, 50))}`, 'invalid');
  }
}

/** The client stopped sending before the body ended; nobody reads this answer, but nothing is kept. */
export class UploadAborted extends DomainError {
  constructor() {
    super('STORAGE.UPLOAD_ABORTED', 'The upload ended before the whole file arrived', 'invalid');
  }
}

export class MalformedUpload extends DomainError {
  constructor() {
    super('STORAGE.MALFORMED_UPLOAD', 'The upload is not valid multipart/form-data', 'invalid');
  }
}
