import type { Attachments, AttachmentView } from '../../../platform/attachments/public';
import type { PushedMessage } from './server-events';

export type MessageView = PushedMessage;

/** As the read repository returns it: timestamps in PostgreSQL's text form, files not yet read. */
export type MessageRow = Omit<MessageView, 'attachments'>;

/** An ISO 8601 timestamp of PostgreSQL's text form. */
export function isoTimestamp(value: string): string {
  return new Date(value).toISOString();
}

export function toMessageView(row: MessageRow, attachments: AttachmentView[]): MessageView {
  return {
    ...row,
    createdAt: isoTimestamp(row.createdAt),
    readAt: row.readAt === null ? null : isoTimestamp(row.readAt),
    // A removed message hides its files too.
    attachments: row.removedByAdministrator ? [] : attachments,
  };
}

/** The rows as views with their files, read in one statement. */
export async function toMessageViews(attachments: Attachments, rows: MessageRow[]): Promise<MessageView[]> {
  const files = await attachments.viewsOf(
    'message',
    rows.filter((row) => !row.removedByAdministrator).map((row) => row.id),
  );
  return rows.map((row) => toMessageView(row, files.get(row.id) ?? []));
}
