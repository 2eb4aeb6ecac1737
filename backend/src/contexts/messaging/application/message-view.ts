import type { PushedMessage } from './server-events';

export type MessageView = PushedMessage;

/** The columns of a MessageView, for every read of messages. */
export const MESSAGE_COLUMNS = `m.id, m.conversation_id as "conversationId", m.sender_id as "senderId", m.receiver_id as "receiverId",
  m.content, m.client_message_id as "clientMessageId", m.created_at as "createdAt", m.read_at as "readAt"`;

/** As readRows returns it: timestamps in PostgreSQL's text form. */
export type MessageRow = MessageView;

/** An ISO 8601 timestamp of PostgreSQL's text form. */
export function isoTimestamp(value: string): string {
  return new Date(value).toISOString();
}

export function toMessageView(row: MessageRow): MessageView {
  return { ...row, createdAt: isoTimestamp(row.createdAt), readAt: row.readAt === null ? null : isoTimestamp(row.readAt) };
}
