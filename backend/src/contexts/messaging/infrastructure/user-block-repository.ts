import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { BlockPair, UserBlock } from '../domain/user-block.entity';
import type { MessagingTables } from './messaging-read-repository';

/** The statements on user_blocks of the commands, in the entity manager or transaction they are given. */
@Injectable()
export class UserBlockRepository {
  /** Stores the block; a repeated block keeps the first one's date. */
  async add(em: EntityManager, block: UserBlock): Promise<void> {
    await em
      .getKysely<MessagingTables>()
      .insertInto('user_blocks')
      .values({ blocker_id: block.blockerId, blocked_id: block.blockedId, created_at: block.createdAt })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }

  /** Lifts the block, if there is one. */
  async remove(em: EntityManager, blockerId: string, blockedId: string): Promise<void> {
    await em
      .getKysely<MessagingTables>()
      .deleteFrom('user_blocks')
      .where('blocker_id', '=', blockerId)
      .where('blocked_id', '=', blockedId)
      .execute();
  }

  /** Every block the user set goes (their account was deleted). */
  async removeAllBy(em: EntityManager, blockerId: string): Promise<void> {
    await em.getKysely<MessagingTables>().deleteFrom('user_blocks').where('blocker_id', '=', blockerId).execute();
  }

  /** The blocks between the two users, in either direction. */
  between(em: EntityManager, senderId: string, receiverId: string): Promise<BlockPair[]> {
    return blocksBetweenQuery(em.getKysely<MessagingTables>(), senderId, receiverId).execute();
  }
}

/** The blocks between two users, in either direction, as BlockPairs: alone, or inside the send's statement. */
export function blocksBetweenQuery(db: Kysely<MessagingTables>, senderId: string, receiverId: string) {
  return db
    .selectFrom('user_blocks')
    .select(['blocker_id as blockerId', 'blocked_id as blockedId'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', receiverId), eb('blocked_id', '=', senderId)]),
        eb.and([eb('blocker_id', '=', senderId), eb('blocked_id', '=', receiverId)]),
      ]),
    );
}
