import type { PushedMessage } from './server-events';

export type MessageView = PushedMessage;

/** As the read repository returns it: timestamps in PostgreSQL's text form. */
export type MessageRow = MessageView;

/** An ISO 8601 timestamp of PostgreSQL's text form. */
export function isoTimestamp(value: string): string {
  return new Date(value).toISOString();
}

export function toMessageView(row: MessageRow): MessageView {
  return { ...row, createdAt: isoTimestamp(row.createdAt), readAt: row.readAt === null ? null : isoTimestamp(row.readAt) };
}
