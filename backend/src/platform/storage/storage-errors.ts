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

export class LocalStorageOnly extends DomainError {
  constructor() {
    super('STORAGE.NOT_LOCAL', 'Uploads go straight to the object storage on this server', 'not_found');
  }
}

export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
