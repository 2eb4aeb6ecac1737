import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ExpressionBuilder, Kysely, Selectable, SelectQueryBuilder, sql } from 'kysely';
import { countRows } from '../../../platform/database/count-rows';
import type { Tables } from '../../../platform/database/tables';
import { everyRow, isoTimestamp, isoTimestampOrNull } from '../../../platform/paging/every-row';
import { keysetPage, Page, PageRequest, toKeysetPage } from '../../../platform/paging/keyset-page';
import type { MessageRow } from '../application/message-view';
import type { UnreadMessageDigestCandidate } from '../public';
import { anyOf } from '../../../platform/database/any-of';
import { utcTimestampText } from '../../../platform/database/utc-timestamp-text';

/** The most of a sender's held messages a thread shows them: a bound, as every list has one. */
export const HELD_MESSAGES_SHOWN = 50;

/** The tables messaging owns, the only ones its statements name. */
export type MessagingTables = Pick<Tables, 'conversations' | 'messages' | 'user_blocks' | 'held_messages'>;

/** A conversation as the lists show it: its last message, the other user, what the caller has unread. */
export type ConversationRow = MessageRow & { otherUserId: string; blockedByMe: boolean; unreadCount: number; activeAtKey: string };

/** A message as an administrator's excerpt of a conversation reads it (timestamps in PostgreSQL's text form). */
export type ExcerptRow = { id: string; senderId: string; receiverId: string; content: string; sentAt: string; removedAt: string | null };

/** A message the user sent, as their data export lists it. */
export type ExportedMessage = {
  id: string;
  conversationId: string;
  receiverId: string;
  content: string;
  sentAt: string;
  readAt: string | null;
};

/** A user the user blocked, as their data export lists it. */
export type ExportedBlock = { userId: string; blockedAt: string };

/** Every read of messaging's tables, written with the typed query builder. */
@Injectable()
export class MessagingReadRepository {
  constructor(private readonly em: EntityManager) {}

  /** Bound to the caller's transaction when there is one. */
  private get db(): Kysely<MessagingTables> {
    return this.em.getKysely<MessagingTables>();
  }

  messagesByIds(ids: readonly string[]): Promise<MessageRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('messages as m')
      .select(messageColumns)
      .where((eb) => eb('m.id', '=', anyOf(eb, ids)))
      .execute();
  }

  /** The newest message `readerId` has read in the conversation. */
  lastReadMessage(conversationId: string, readerId: string): Promise<{ id: string; readAt: string } | undefined> {
    return this.db
      .selectFrom('messages')
      .select(['id', 'read_at as readAt'])
      .where('conversation_id', '=', conversationId)
      .where('receiver_id', '=', readerId)
      .where('read_at', 'is not', null)
      .orderBy('seq', 'desc')
      .limit(1)
      .$narrowType<{ readAt: string }>()
      .executeTakeFirst();
  }

  /** Whether the user sent or received the message and it is delivered and not removed: who may open its files. */
  async mayReadMessageFiles(userId: string, messageId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('messages')
      .select('id')
      .where('id', '=', messageId)
      .where('removed_at', 'is', null)
      .where((eb) => eb.or([eb('sender_id', '=', userId), eb('receiver_id', '=', userId)]))
      .executeTakeFirst();
    return row !== undefined;
  }

  async isConversationParticipant(conversationId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('conversations')
      .select('id')
      .where('id', '=', conversationId)
      .where((eb) => eb.or([eb('first_user_id', '=', userId), eb('second_user_id', '=', userId)]))
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Whether `readerId` is in the conversation and has anything unread in it: one read on the
   * primary key and messages_unread_index, so opening a read conversation writes nothing.
   */
  async readerState(conversationId: string, readerId: string): Promise<{ participant: boolean; hasUnread: boolean }> {
    const row = await this.db
      .selectFrom('conversations as c')
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('messages as u')
              .select('u.id')
              .whereRef('u.conversation_id', '=', 'c.id')
              .where('u.receiver_id', '=', readerId)
              .where('u.read_at', 'is', null),
          )
          .$castTo<boolean>()
          .as('hasUnread'),
      )
      .where('c.id', '=', conversationId)
      .where((eb) => eb.or([eb('c.first_user_id', '=', readerId), eb('c.second_user_id', '=', readerId)]))
      .executeTakeFirst();
    return { participant: row !== undefined, hasUnread: row?.hasUnread ?? false };
  }

  async isMessageParticipant(messageId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('messages')
      .select('id')
      .where('id', '=', messageId)
      .where((eb) => eb.or([eb('sender_id', '=', userId), eb('receiver_id', '=', userId)]))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether the pair (first < second) has a conversation. */
  async conversationExists([first, second]: readonly [string, string]): Promise<boolean> {
    const row = await this.db
      .selectFrom('conversations')
      .select('id')
      .where('first_user_id', '=', first)
      .where('second_user_id', '=', second)
      .executeTakeFirst();
    return row !== undefined;
  }

  async seqOf(conversationId: string, messageId: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('messages')
      .select('seq')
      .where('id', '=', messageId)
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
    return row?.seq;
  }

  /** The messages of `senderId` the safety check holds in the conversation, oldest first: theirs alone to see. */
  heldMessagesOf(conversationId: string, senderId: string): Promise<MessageRow[]> {
    return this.db
      .selectFrom('held_messages as h')
      .select(heldMessageColumns)
      .where('h.conversation_id', '=', conversationId)
      .where('h.sender_id', '=', senderId)
      .orderBy('h.created_at')
      .limit(HELD_MESSAGES_SHOWN)
      .execute();
  }

  /** The newest message `senderId` wrote to `receiverId` that the safety check holds: all a first contact may have. */
  latestHeldMessageTo(senderId: string, receiverId: string): Promise<MessageRow | undefined> {
    return this.db
      .selectFrom('held_messages as h')
      .select(heldMessageColumns)
      .where('h.sender_id', '=', senderId)
      .where('h.receiver_id', '=', receiverId)
      .orderBy('h.created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Where a delivered message stands: its conversation and position; undefined for an unknown one. */
  messagePosition(messageId: string): Promise<{ conversationId: string; seq: number } | undefined> {
    return this.db
      .selectFrom('messages')
      .select(['conversation_id as conversationId', 'seq'])
      .where('id', '=', messageId)
      .executeTakeFirst();
  }

  /** The pair's (first < second) conversation's id, if they have one. */
  async conversationIdOf([first, second]: readonly [string, string]): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('conversations')
      .select('id')
      .where('first_user_id', '=', first)
      .where('second_user_id', '=', second)
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * Up to `limit` messages of the conversation on one side of `seq` (from it, inclusive, when
   * `from` is 'at'): before, newest first; after and at, oldest first. Read on the (conversation_id,
   * seq) unique index, so the cost is the window's, not the conversation's.
   */
  excerpt(conversationId: string, side: 'before' | 'after' | 'at', seq: number | null, limit: number): Promise<ExcerptRow[]> {
    return this.db
      .selectFrom('messages as m')
      .select([
        'm.id',
        'm.sender_id as senderId',
        'm.receiver_id as receiverId',
        'm.content',
        'm.created_at as sentAt',
        'm.removed_at as removedAt',
      ])
      .where('m.conversation_id', '=', conversationId)
      .$if(seq !== null, (query) => query.where('m.seq', side === 'before' ? '<' : side === 'after' ? '>' : '>=', seq as number))
      .orderBy('m.seq', side === 'before' ? 'desc' : 'asc')
      .limit(limit)
      .execute();
  }

  /** Up to `limit` messages after `seq`, oldest first. */
  messagesAfter(conversationId: string, seq: number, limit: number): Promise<MessageRow[]> {
    return this.db
      .selectFrom('messages as m')
      .select(messageColumns)
      .where('m.conversation_id', '=', conversationId)
      .where('m.seq', '>', seq)
      .orderBy('m.seq')
      .limit(limit)
      .execute();
  }

  /** Up to `limit` messages before `seq` (the latest when null), newest first. */
  messagesBefore(conversationId: string, seq: number | null, limit: number): Promise<MessageRow[]> {
    return this.db
      .selectFrom('messages as m')
      .select(messageColumns)
      .where('m.conversation_id', '=', conversationId)
      .$if(seq !== null, (query) => query.where('m.seq', '<', seq as number))
      .orderBy('m.seq', 'desc')
      .limit(limit)
      .execute();
  }

  async blockedUsersPage(blockerId: string, page: PageRequest): Promise<Page<{ blockedId: string; createdAt: string }>> {
    const rows = await keysetPage(
      this.db.selectFrom('user_blocks').select(['blocked_id as blockedId', 'created_at as createdAt']).where('blocker_id', '=', blockerId),
      page,
      (eb) => ({ at: eb.ref('user_blocks.created_at'), id: eb.ref('user_blocks.blocked_id') }),
    ).execute();
    return toKeysetPage(rows, page, (row) => ({ at: row.createdAt, id: row.blockedId }));
  }

  async isBlocking(blockerId: string, blockedId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_blocks')
      .select('blocker_id')
      .where('blocker_id', '=', blockerId)
      .where('blocked_id', '=', blockedId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The user's conversations that hold a message, most recently active first. The user is either
   * of the pair: each side is read on its own (first_user_id, last_message_at, id) or
   * (second_user_id, …) index up to the page, and only the page's rows meet their last message.
   */
  async conversationsPage(userId: string, page: PageRequest): Promise<Page<ConversationRow>> {
    const side = (column: 'first_user_id' | 'second_user_id') =>
      keysetPage(
        this.db
          .selectFrom('conversations as s')
          .selectAll('s')
          .where(`s.${column}`, '=', userId)
          .where('s.last_message_at', 'is not', null),
        page,
        (eb) => ({ at: eb.ref('s.last_message_at'), id: eb.ref('s.id') }),
      );
    // Each side in its own derived table: a branch of a union cannot carry its own order and limit.
    const participating = this.db
      .selectFrom(side('first_user_id').as('first'))
      .selectAll()
      .unionAll(this.db.selectFrom(side('second_user_id').as('second')).selectAll());
    const rows = await keysetPage(this.conversations(userId, participating), page, (eb) => ({
      at: eb.ref('c.last_message_at'),
      id: eb.ref('c.id'),
    })).execute();
    return toKeysetPage(rows, page, (row) => ({ at: row.activeAtKey, id: row.conversationId }));
  }

  /** The pair's (first < second) conversation, seen by `userId`, if it holds a message. */
  conversationBetween(userId: string, [first, second]: readonly [string, string]): Promise<ConversationRow | undefined> {
    const pair = this.db.selectFrom('conversations').selectAll().where('first_user_id', '=', first).where('second_user_id', '=', second);
    return this.conversations(userId, pair).executeTakeFirst();
  }

  /** Unread messages to the user, leaving out those from users the user blocks. */
  async countUnread(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('messages as m')
      .select((eb) => countRows(eb).as('count'))
      .where('m.receiver_id', '=', userId)
      .where('m.read_at', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('user_blocks as b')
              .select('b.blocker_id')
              .whereRef('b.blocker_id', '=', 'm.receiver_id')
              .whereRef('b.blocked_id', '=', 'm.sender_id'),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    return row.count;
  }

  /**
   * Receivers of unread messages that arrived in (newerThan, olderThan], with their newest such
   * message and their newest unread message of all; blocked senders' messages left out. Read
   * through messages_unread_created_at_index: only unread messages newer than newerThan are visited.
   */
  unreadMessageDigestCandidates(olderThan: Date, newerThan: Date): Promise<UnreadMessageDigestCandidate[]> {
    const dueBefore = olderThan.toISOString();
    return this.db
      .selectFrom('messages as m')
      .select((eb) => [
        'm.receiver_id as receiverId',
        utcTimestampText(eb.fn.max('m.created_at').filterWhere('m.created_at', '<=', dueBefore)).as('newestDueAt'),
        utcTimestampText(eb.fn.max('m.created_at')).as('newestAt'),
      ])
      .where('m.read_at', 'is', null)
      .where('m.created_at', '>', newerThan.toISOString())
      .where(notFromBlockedSender)
      .groupBy('m.receiver_id')
      .having((eb) => eb.fn.max('m.created_at').filterWhere('m.created_at', '<=', dueBefore), 'is not', null)
      .execute();
  }

  /** The receiver's unread messages that arrived no later than `upTo`, per sender, newest sender first; blocked senders left out. */
  unreadMessagesBySender(receiverId: string, upTo: string): Promise<{ senderId: string; count: number }[]> {
    return this.db
      .selectFrom('messages as m')
      .select((eb) => ['m.sender_id as senderId', countRows(eb).as('count')])
      .where('m.receiver_id', '=', receiverId)
      .where('m.read_at', 'is', null)
      .where('m.created_at', '<=', upTo)
      .where(notFromBlockedSender)
      .groupBy('m.sender_id')
      .orderBy((eb) => eb.fn.max('m.created_at'), 'desc')
      .execute();
  }

  /** Every message the user sent, oldest first, read a page at a time as the caller iterates. */
  exportedMessages(userId: string): AsyncIterable<ExportedMessage> {
    return everyRow(
      this.db
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

  /** Everyone the user blocks, oldest first, read a page at a time as the caller iterates. */
  exportedBlocks(userId: string): AsyncIterable<ExportedBlock> {
    return everyRow(
      this.db.selectFrom('user_blocks').select(['blocked_id as userId', 'created_at as blockedAt']).where('blocker_id', '=', userId),
      (eb) => ({ at: eb.ref('created_at'), id: eb.ref('blocked_id') }),
      (row) => ({ at: row.blockedAt, id: row.userId }),
      (row) => ({ ...row, blockedAt: isoTimestamp(row.blockedAt) }),
    );
  }

  /**
   * The conversations `source` selects, with their last message (by primary key), the other user,
   * whether `userId` blocks them, and what they have unread.
   */
  private conversations(userId: string, source: SelectQueryBuilder<MessagingTables, never, Selectable<MessagingTables['conversations']>>) {
    return this.db
      .selectFrom(source.as('c'))
      .innerJoin('messages as m', 'm.id', 'c.last_message_id')
      .select(messageColumns)
      .select((eb) => [
        eb
          .case()
          .when('c.first_user_id', '=', userId)
          .then(eb.ref('c.second_user_id'))
          .else(eb.ref('c.first_user_id'))
          .end()
          .as('otherUserId'),
        eb.ref('c.last_message_at').$notNull().as('activeAtKey'),
        eb
          .exists(
            eb
              .selectFrom('user_blocks as b')
              .select('b.blocker_id')
              .where('b.blocker_id', '=', userId)
              .whereRef(
                'b.blocked_id',
                '=',
                eb.case().when('c.first_user_id', '=', userId).then(eb.ref('c.second_user_id')).else(eb.ref('c.first_user_id')).end(),
              ),
          )
          .$castTo<boolean>()
          .as('blockedByMe'),
        eb
          .selectFrom('messages as u')
          .select((unread) => countRows(unread).as('count'))
          .whereRef('u.conversation_id', '=', 'c.id')
          .where('u.receiver_id', '=', userId)
          .where('u.read_at', 'is', null)
          .$asScalar()
          .as('unreadCount'),
      ]);
  }
}

/** The columns of a MessageView, for every read of messages (aliased `m`). */
function messageColumns(eb: ExpressionBuilder<MessagingTables & { m: MessagingTables['messages'] }, 'm'>) {
  return [
    eb.ref('m.id').as('id'),
    eb.ref('m.conversation_id').as('conversationId'),
    eb.ref('m.sender_id').as('senderId'),
    eb.ref('m.receiver_id').as('receiverId'),
    eb.ref('m.content').as('content'),
    eb.ref('m.client_message_id').as('clientMessageId'),
    eb.ref('m.created_at').as('createdAt'),
    eb.ref('m.read_at').as('readAt'),
    eb('m.removed_at', 'is not', null).$castTo<boolean>().as('removedByAdministrator'),
    sql<MessageRow['safety']>`jsonb_build_object('verdict', ${eb.ref('m.safety_verdict')}, 'reasons', ${eb.ref('m.safety_reasons')})`.as(
      'safety',
    ),
  ];
}

/** The columns of a MessageView read from a held message (aliased `h`): never read, under review. */
function heldMessageColumns(eb: ExpressionBuilder<MessagingTables & { h: MessagingTables['held_messages'] }, 'h'>) {
  return [
    eb.ref('h.id').as('id'),
    eb.ref('h.conversation_id').as('conversationId'),
    eb.ref('h.sender_id').as('senderId'),
    eb.ref('h.receiver_id').as('receiverId'),
    eb.ref('h.content').as('content'),
    eb.ref('h.client_message_id').as('clientMessageId'),
    eb.ref('h.created_at').as('createdAt'),
    sql<null>`null`.as('readAt'),
    eb('h.removed_at', 'is not', null).$castTo<boolean>().as('removedByAdministrator'),
    sql<MessageRow['safety']>`jsonb_build_object('verdict', 'hold', 'reasons', ${eb.ref('h.safety_reasons')})`.as('safety'),
  ];
}

/** The message (aliased `m`) is not from a user its receiver blocks. */
function notFromBlockedSender(eb: ExpressionBuilder<MessagingTables & { m: MessagingTables['messages'] }, 'm'>) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('user_blocks as b')
        .select('b.blocker_id')
        .whereRef('b.blocker_id', '=', 'm.receiver_id')
        .whereRef('b.blocked_id', '=', 'm.sender_id'),
    ),
  );
}
