import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/errors/domain-error';
import { readRows } from '../../../../platform/database/read-rows';
import { ConversationNotFound, UnknownCursor } from '../../domain/messaging-errors';
import { MESSAGE_COLUMNS, MessageRow, MessageView, toMessageView } from '../message-view';

export const MESSAGES_PAGE_SIZE = { default: 50, max: 100 };

export type MessagePage = {
  /** Messages after this one (oldest first): a reconnecting client's resync. */
  after?: string;
  /** The messages just before this one: older history. */
  before?: string;
  limit?: number;
};

/** A conversation's messages, oldest → newest: the latest page, or the page after / before a message. */
export class ListMessagesQuery extends Query<MessageView[]> {
  constructor(
    readonly userId: string,
    readonly conversationId: string,
    readonly page: MessagePage,
  ) {
    super();
  }
}

@QueryHandler(ListMessagesQuery)
export class ListMessagesHandler implements IQueryHandler<ListMessagesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, conversationId, page }: ListMessagesQuery): Promise<MessageView[]> {
    if (page.after && page.before) {
      throw new DomainError('MESSAGING.ONE_CURSOR', 'Give either after or before, not both', 'invalid');
    }
    const participant = await readRows(this.em, 'select 1 from conversations where id = ? and (first_user_id = ? or second_user_id = ?)', [
      conversationId,
      userId,
      userId,
    ]);
    if (participant.length === 0) throw new ConversationNotFound();
    const limit = page.limit ?? MESSAGES_PAGE_SIZE.default;

    if (page.after) {
      const seq = await this.seqOf(conversationId, page.after, 'after');
      const rows = await readRows<MessageRow>(
        this.em,
        `select ${MESSAGE_COLUMNS} from messages m where m.conversation_id = ? and m.seq > ? order by m.seq limit ?`,
        [conversationId, seq, limit],
      );
      return rows.map(toMessageView);
    }
    const seq = page.before ? await this.seqOf(conversationId, page.before, 'before') : null;
    const rows = await readRows<MessageRow>(
      this.em,
      `select ${MESSAGE_COLUMNS} from messages m
       where m.conversation_id = ? and (?::int is null or m.seq < ?::int) order by m.seq desc limit ?`,
      [conversationId, seq, seq, limit],
    );
    return rows.reverse().map(toMessageView);
  }

  private async seqOf(conversationId: string, messageId: string, parameter: 'after' | 'before'): Promise<number> {
    const [row] = await readRows<{ seq: number }>(this.em, 'select seq from messages where id = ? and conversation_id = ?', [
      messageId,
      conversationId,
    ]);
    if (!row) throw new UnknownCursor(parameter);
    return row.seq;
  }
}
