/** What contexts use of the attachment mechanism (decision 0069). */
export {
  Attachments,
  AttachmentSubjects,
  MAX_ATTACHMENTS_PER_ITEM,
  type AttachmentReaders,
  type AttachmentSubject,
  type AttachmentSubjectKind,
  type AttachmentView,
} from './attachments';
export { AttachmentResponse, ATTACHMENTS_PROPERTY } from './attachment.dto';
export { AttachmentsNotAvailable, TooManyAttachments } from './attachment-errors';
