import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { EmailPreferences, EmailTopicChanges } from '../domain/email-preferences';
import type { NotificationsTables } from './notifications-read-repository';

/** The writes of users' email preferences (one row per user who changed any: the topics turned off). */
@Injectable()
export class EmailPreferencesRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Applies the changes to the user's stored preferences under a row lock, so two changes at once
   * (two tabs, or Settings and an unsubscribe link) each keep the other's topics.
   */
  change(userId: string, changes: EmailTopicChanges): Promise<EmailPreferences> {
    return this.em.fork().transactional(async (tx) => {
      const db = tx.getKysely<NotificationsTables>();
      await db
        .insertInto('email_preferences')
        .values({ user_id: userId })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
      const row = await db
        .selectFrom('email_preferences')
        .select('disabled_topics')
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const changed = EmailPreferences.fromDisabledTopics(row.disabled_topics).changedBy(changes);
      await db.updateTable('email_preferences').set({ disabled_topics: changed.disabledTopics() }).where('user_id', '=', userId).execute();
      return changed;
    });
  }

  /** The user's preferences go (their account was deleted). */
  async removeOf(em: EntityManager, userId: string): Promise<void> {
    await em.getKysely<NotificationsTables>().deleteFrom('email_preferences').where('user_id', '=', userId).execute();
  }
}
