import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { everyRow, isoTimestamp, isoTimestampOrNull } from '../../../../platform/paging/every-row';
import type { MessagingTables } from '../../infrastructure/messaging-read-repository';

/** A message the user sent, as their data export lists it. */
export type ExportedMessage = {
  id: string;
  conversationId: string;
  receiverId: string;
  content: string;
  sentAt: string;
  readAt: string | null;
};

/** Every message the user sent, oldest first, read a page at a time as the caller iterates. */
export class ExportSentMessagesQuery extends Query<AsyncIterable<ExportedMessage>> {
  constructor(readonly userId: string) {
    super();
  }
}

/** A user the user blocked, as their data export lists it. */
export type ExportedBlock = { userId: string; blockedAt: string };

/** Everyone the user blocks, oldest first, read a page at a time as the caller iterates. */
export class ExportBlockedUsersQuery extends Query<AsyncIterable<ExportedBlock>> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(ExportSentMessagesQuery)
export class ExportSentMessagesHandler implements IQueryHandler<ExportSentMessagesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ExportSentMessagesQuery): Promise<AsyncIterable<ExportedMessage>> {
    return everyRow(
      this.em
        .getKysely<MessagingTables>()
        .selectFrom('messages')
        // The sender's index (sender_id, client_message_id) finds the user's messages.
        .select([
          'id',
          'conversation_id as conversationId',
          'receiver_id as receiverId',
          'content',
          'created_at as sentAt',
          'read_at as readAt',
        ])
        .where('sender_id', '=', userId),
      (eb) => ({ at: eb.ref('created_at'), id: eb.ref('id') }),
      (row) => ({ at: row.sentAt, id: row.id }),
      (row) => ({ ...row, sentAt: isoTimestamp(row.sentAt), readAt: isoTimestampOrNull(row.readAt) }),
    );
  }
}

@QueryHandler(ExportBlockedUsersQuery)
export class ExportBlockedUsersHandler implements IQueryHandler<ExportBlockedUsersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ExportBlockedUsersQuery): Promise<AsyncIterable<ExportedBlock>> {
    return everyRow(
      this.em
        .getKysely<MessagingTables>()
        .selectFrom('user_blocks')
        .select(['blocked_id as userId', 'created_at as blockedAt'])
        .where('blocker_id', '=', userId),
      (eb) => ({ at: eb.ref('created_at'), id: eb.ref('blocked_id') }),
      (row) => ({ at: row.blockedAt, id: row.userId }),
      (row) => ({ ...row, blockedAt: isoTimestamp(row.blockedAt) }),
    );
  }
}
