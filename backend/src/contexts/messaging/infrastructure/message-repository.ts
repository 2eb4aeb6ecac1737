import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Kysely, sql } from 'kysely';
import type { OutboxRow } from '../../../platform/outbox/outbox';
import type { Conversation } from '../domain/conversation.entity';
import type { Message } from '../domain/message.entity';
import type { BlockPair } from '../domain/user-block.entity';
import type { MessagingTables } from './messaging-read-repository';
import { blocksBetweenQuery } from './user-block-repository';

/**
 * What storing a delivered message did: stored it at its place in its conversation; or stored
 * nothing, because the two have blocks between them, or because the sender sent this client id
 * before (that send's id, delivered or held).
 */
export type DeliveryOutcome =
  | { outcome: 'stored'; conversationId: string; seq: number }
  | { outcome: 'blocked'; blocks: BlockPair[] }
  | { outcome: 'sent before'; earlier: { id: string; held: boolean } };

/** The statements on messages of the commands and event handlers, in the transaction they are given. */
@Injectable()
export class MessageRepository {
  /** Marks read what the reader received in the conversation and had not read; returns the messages marked. */
  markRead(em: EntityManager, conversationId: string, readerId: string, readAt: Date): Promise<{ id: string }[]> {
    return em
      .getKysely<MessagingTables>()
      .updateTable('messages')
      .set({ read_at: readAt })
      .where('conversation_id', '=', conversationId)
      .where('receiver_id', '=', readerId)
      .where('read_at', 'is', null)
      .returning('id')
      .execute();
  }

  /**
   * Empties the message's content for good, unless it was removed already; returns its sender and
   * receiver when this removed it.
   */
  removeByAdministrator(
    em: EntityManager,
    messageId: string,
    actionId: string,
    removedAt: Date,
  ): Promise<{ sender_id: string; receiver_id: string } | undefined> {
    return em
      .getKysely<MessagingTables>()
      .updateTable('messages')
      .set({ content: '', removed_at: removedAt, removal_action_id: actionId })
      .where('id', '=', messageId)
      .where('removed_at', 'is', null)
      .returning(['sender_id', 'receiver_id'])
      .executeTakeFirst();
  }

  /** The held messages a user sent or was to receive: never delivered, they go with either account. */
  async removeHeldOf(em: EntityManager, userId: string): Promise<void> {
    await em
      .getKysely<MessagingTables>()
      .deleteFrom('held_messages')
      .where((eb) => eb.or([eb('sender_id', '=', userId), eb('receiver_id', '=', userId)]))
      .execute();
  }

  /**
   * Stores a delivered message in one statement, which commits on its own unless `em` is in a
   * transaction (decision 0084). Unless there is a block between the two, or an earlier send with
   * its client id: finds or creates the pair's conversation, takes its next sequence number under
   * the row's lock (an insert … on conflict do update locks the row it updates, and the statement
   * commits while it holds it, so numbers follow commit order), inserts the message, and records
   * its events in the outbox: `sent`, the one that names the conversation, gets the conversation's
   * id there; `others` are stored as they are. `conversation` is the pair's conversation as it
   * would be created.
   *
   * A retry racing the first send in the same conversation passes the earlier-send check (the
   * statement's snapshot predates the first's commit), then waits on the lock and fails on
   * messages_sender_id_client_message_id_unique, which the caller answers as a repeat.
   */
  async storeDelivered(
    em: EntityManager,
    message: Message,
    conversation: Conversation,
    sent: OutboxRow,
    others: OutboxRow[],
  ): Promise<DeliveryOutcome> {
    const db = em.getKysely<MessagingTables>();
    const earlier = message.clientMessageId
      ? earlierSendQuery(db, message.senderId, message.clientMessageId)
      : sql`select null::uuid as id, false as held where false`;
    const events = [sent, ...others].map(
      (row, index) => sql`(${row.id}::uuid, ${row.type}, ${row.payload}::jsonb, ${row.occurredAt}::timestamptz, ${index === 0}::boolean)`,
    );
    const { rows } = await sql<{
      conversation_id: string | null;
      seq: number | null;
      blocks: BlockPair[] | null;
      earlier: { id: string; held: boolean } | null;
    }>`
      with blocks as (${blocksBetweenQuery(db, message.senderId, message.receiverId)}),
      earlier as (${earlier}),
      conversation as (
        insert into conversations (id, first_user_id, second_user_id, last_seq, last_message_id, last_message_at, created_at)
        select ${conversation.id}::uuid, ${conversation.firstUserId}::uuid, ${conversation.secondUserId}::uuid, 1, ${message.id}::uuid,
               ${message.createdAt}::timestamptz, ${conversation.createdAt}::timestamptz
        where not exists (select from blocks) and not exists (select from earlier)
        on conflict on constraint conversations_pair_unique do update
          set last_seq = conversations.last_seq + 1, last_message_id = excluded.last_message_id, last_message_at = excluded.last_message_at
        returning id, last_seq
      ), message as (
        insert into messages (id, conversation_id, seq, sender_id, receiver_id, content, client_message_id, created_at, safety_verdict, safety_reasons)
        select ${message.id}::uuid, conversation.id, conversation.last_seq, ${message.senderId}::uuid, ${message.receiverId}::uuid,
               ${message.content}::text, ${message.clientMessageId}::uuid, ${message.createdAt}::timestamptz,
               ${message.safetyVerdict}::text, ${JSON.stringify(message.safetyReasons)}::jsonb
        from conversation
        returning conversation_id, seq
      ), events as (
        insert into outbox_events (id, type, payload, occurred_at)
        select event.id, event.type,
               case when event.names_conversation then event.payload || jsonb_build_object('conversationId', message.conversation_id) else event.payload end,
               event.occurred_at
        from message cross join (values ${sql.join(events)}) as event (id, type, payload, occurred_at, names_conversation)
      )
      select message.conversation_id, message.seq,
             (select json_agg(blocks) from blocks) as blocks,
             (select row_to_json(earlier) from earlier) as earlier
      from (select) as one left join message on true
    `.execute(db);
    const [row] = rows;
    if (row.conversation_id !== null && row.seq !== null) return { outcome: 'stored', conversationId: row.conversation_id, seq: row.seq };
    if (row.earlier) return { outcome: 'sent before', earlier: row.earlier };
    if (row.blocks) return { outcome: 'blocked', blocks: row.blocks };
    throw new Error('the message was neither stored nor refused');
  }

  /** The id of the sender's message or held message with this client id, if there is one, in one statement. */
  earlierSendOf(em: EntityManager, senderId: string, clientMessageId: string): Promise<{ id: string; held: boolean } | undefined> {
    return earlierSendQuery(em.getKysely<MessagingTables>(), senderId, clientMessageId).executeTakeFirst();
  }
}

/** The sender's message or held message with this client id: what a retry finds, alone or inside storeDelivered. */
function earlierSendQuery(db: Kysely<MessagingTables>, senderId: string, clientMessageId: string) {
  return db
    .selectFrom('messages')
    .select(['id', sql<boolean>`false`.as('held')])
    .where('sender_id', '=', senderId)
    .where('client_message_id', '=', clientMessageId)
    .unionAll(
      db
        .selectFrom('held_messages')
        .select(['id', sql<boolean>`true`.as('held')])
        .where('sender_id', '=', senderId)
        .where('client_message_id', '=', clientMessageId),
    )
    .limit(1);
}
