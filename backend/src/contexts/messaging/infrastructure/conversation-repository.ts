import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Conversation } from '../domain/conversation.entity';
import type { MessagingTables } from './messaging-read-repository';

/** The statements on conversations of the commands, in the transaction they are given. */
@Injectable()
export class ConversationRepository {
  /** Stores the pair's conversation unless the pair has one (conversations_pair_unique). */
  async addUnlessExists(em: EntityManager, conversation: Conversation): Promise<void> {
    await em
      .getKysely<MessagingTables>()
      .insertInto('conversations')
      .values({
        id: conversation.id,
        first_user_id: conversation.firstUserId,
        second_user_id: conversation.secondUserId,
        last_seq: conversation.lastSeq,
        created_at: conversation.createdAt,
      })
      .onConflict((conflict) => conflict.constraint('conversations_pair_unique').doNothing())
      .execute();
  }
}
