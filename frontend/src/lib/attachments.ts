import { api, unwrap } from '../api/client';
import type { Attachment, AttachmentLink } from '../api/types';
import { sendWithProgress, type UploadProgress } from './upload';

/** Files one message, proposal or milestone submission may carry (the server's MAX_ATTACHMENTS_PER_ITEM). */
export const MAX_ATTACHMENTS = 5;
/** The most one file may be (the server refuses larger with 413). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** What the file chooser offers; the server decides by the file's bytes, this only narrows the dialog. */
export const ATTACHMENT_ACCEPT = '.png,.jpg,.jpeg,.webp,.gif,.pdf,.txt,.csv,.md,.docx,.xlsx';

const ATTACHMENTS_URL = '/api/attachments';

/**
 * Uploads one file, reporting progress. `clientKey` is made once per picked file (newClientKey) and
 * sent again on every retry of it: the server answers a repeat with the file it already stored,
 * so a retry after a dropped connection never stores it twice.
 */
export async function uploadAttachment(file: File, clientKey: string, onProgress?: UploadProgress): Promise<Attachment> {
  const body = new FormData();
  // The key first: it is read before the file.
  body.append('clientKey', clientKey);
  body.append('file', file, file.name);
  return JSON.parse(await sendWithProgress({ method: 'POST', url: ATTACHMENTS_URL, body, onProgress })) as Attachment;
}

/** A five-minute link to an attachment (for its owner and the readers of what it is attached to). */
export function getAttachmentLink(id: string): Promise<AttachmentLink> {
  return unwrap(api.GET('/api/attachments/{id}/link', { params: { path: { id } } }));
}

/** How long a fetched link is reused before a new one is asked for: well inside its five minutes. */
export const ATTACHMENT_LINK_STALE_MS = 3 * 60_000;

export const attachmentKeys = {
  link: (id: string) => ['attachments', 'link', id] as const,
};

/** A new key for a picked file (a random UUID; crypto.randomUUID exists only in secure contexts). */
export function newClientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A file size for people: 512 B, 12 KB, 3.4 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
