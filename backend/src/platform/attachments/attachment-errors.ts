import { errorTable } from '../errors/error-table';

export const { AttachmentTypeRefused, AttachmentNotFound, AttachmentsNotAvailable, TooManyAttachments, InvalidClientKey } = errorTable(
  'ATTACHMENTS',
  {
    /** The file is not one of the types attachments take (by its bytes); the message says why. */
    AttachmentTypeRefused: { code: 'TYPE_NOT_ACCEPTED', message: (message: string) => message, kind: 'unsupported_media_type' },
    /** No such attachment, or not one the caller may read: the same answer, so ids cannot be probed. */
    AttachmentNotFound: { code: 'NOT_FOUND', message: 'Attachment not found', kind: 'not_found' },
    AttachmentsNotAvailable: {
      code: 'NOT_AVAILABLE',
      message: 'One of the files is not an upload of yours waiting to be attached; upload it again',
      kind: 'unprocessable',
    },
    TooManyAttachments: {
      code: 'TOO_MANY',
      message: (limit: number) => `At most ${limit} files may be attached`,
      details: (limit: number) => ({ limit }),
      kind: 'unprocessable',
    },
    InvalidClientKey: { code: 'INVALID_CLIENT_KEY', message: 'clientKey must be 1 to 64 characters', kind: 'invalid' },
  },
);
