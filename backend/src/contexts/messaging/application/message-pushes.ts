import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { readRows } from '../../../platform/database/read-rows';
import { RealtimeBus } from '../../../platform/realtime/realtime-bus';
import { isoTimestamp, MESSAGE_COLUMNS, MessageRow, toMessageView } from './message-view';
import { MESSAGE_READ, NEW_MESSAGE } from './server-events';

/** How an instance turns the ids of a published messaging event into what its sockets receive. */
@Injectable()
export class MessagePushes implements OnModuleInit {
  constructor(
    private readonly realtime: RealtimeBus,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.realtime.register(NEW_MESSAGE, async (refs) => {
      const rows = await readRows<MessageRow>(this.em, `select ${MESSAGE_COLUMNS} from messages m where m.id = any(?)`, [
        refs.map((ref) => ref.messageId),
      ]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return refs.map(({ messageId }) => {
        const row = byId.get(messageId);
        return row ? { conversationId: row.conversationId, message: toMessageView(row) } : null;
      });
    });
    // Receipts are rare next to messages: one query each.
    this.realtime.register(MESSAGE_READ, (refs) =>
      Promise.all(
        refs.map(async ({ conversationId, readerId }) => {
          const [row] = await readRows<{ id: string; readAt: string }>(
            this.em,
            `select id, read_at as "readAt" from messages
             where conversation_id = ? and receiver_id = ? and read_at is not null order by seq desc limit 1`,
            [conversationId, readerId],
          );
          return row ? { conversationId, readerId, lastReadMessageId: row.id, readAt: isoTimestamp(row.readAt) } : null;
        }),
      ),
    );
  }
}
