import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EmailPreferences, EmailTopicChanges, EmailTopicSetting } from '../../domain/email-preferences';
import type { EmailTables } from '../../infrastructure/email-read-repository';

/** The user turns topics on or off (Settings → Notifications); topics left out keep their setting. */
export class ChangeEmailPreferencesCommand extends Command<EmailTopicSetting[]> {
  constructor(
    readonly userId: string,
    readonly changes: EmailTopicChanges,
  ) {
    super();
  }
}

/**
 * Applies the changes to the user's stored preferences under a row lock, so two changes at once
 * (two tabs, or Settings and an unsubscribe link) each keep the other's topics.
 */
export async function changeEmailPreferences(em: EntityManager, userId: string, changes: EmailTopicChanges): Promise<EmailPreferences> {
  return em.fork().transactional(async (tx) => {
    const db = tx.getKysely<EmailTables>();
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

@CommandHandler(ChangeEmailPreferencesCommand)
export class ChangeEmailPreferencesHandler implements ICommandHandler<ChangeEmailPreferencesCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, changes }: ChangeEmailPreferencesCommand): Promise<EmailTopicSetting[]> {
    return (await changeEmailPreferences(this.em, userId, changes)).settings();
  }
}
