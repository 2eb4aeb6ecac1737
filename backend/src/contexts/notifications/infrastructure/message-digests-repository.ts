import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { NotificationsTables } from './notifications-read-repository';

/** The writes of each user's unread-message digest window: how far their last digest reached. */
@Injectable()
export class MessageDigestsRepository {
  /**
   * Moves the user's window to newestAt, unless it already reaches newestDueAt; returns whether
   * it moved. Conditional (insert, or update only while the stored window is still behind), so
   * instances running at once meet at the row and only the first moves it.
   */
  async advance(em: EntityManager, userId: string, newestAt: string, newestDueAt: string): Promise<boolean> {
    const advanced = await em
      .getKysely<NotificationsTables>()
      .insertInto('message_digests')
      .values({ user_id: userId, covered_until: newestAt })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet((eb) => ({ covered_until: eb.ref('excluded.covered_until') }))
          .where('message_digests.covered_until', '<', newestDueAt),
      )
      .returning('user_id')
      .executeTakeFirst();
    return advanced !== undefined;
  }

  /** The user's window goes (their account was deleted). */
  async removeOf(em: EntityManager, userId: string): Promise<void> {
    await em.getKysely<NotificationsTables>().deleteFrom('message_digests').where('user_id', '=', userId).execute();
  }
}
