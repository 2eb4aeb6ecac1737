import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { MessagingTables } from './messaging-read-repository';

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

  /** The id of the sender's message or held message with this client id, if there is one, in one statement. */
  earlierSendOf(em: EntityManager, senderId: string, clientMessageId: string): Promise<{ id: string; held: boolean } | undefined> {
    const db = em.getKysely<MessagingTables>();
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
      .limit(1)
      .executeTakeFirst();
  }
}
