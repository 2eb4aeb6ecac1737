import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EmailPreferences, type EmailTopicChanges, type EmailTopicSetting } from '../../domain/email-preferences';
import type { EmailAudience } from '../../domain/email-topics';
import { EmailPreferencesRepository } from '../../infrastructure/email-preferences-repository';

/**
 * The user turns topics on or off (Settings → Notifications); topics left out keep their setting.
 * A topic not offered to them (a member naming the administrators' digest) is refused.
 */
export class ChangeEmailPreferencesCommand extends Command<EmailTopicSetting[]> {
  constructor(
    readonly userId: string,
    readonly changes: EmailTopicChanges,
    readonly audience: EmailAudience,
  ) {
    super();
  }
}

@CommandHandler(ChangeEmailPreferencesCommand)
export class ChangeEmailPreferencesHandler implements ICommandHandler<ChangeEmailPreferencesCommand> {
  constructor(private readonly preferences: EmailPreferencesRepository) {}

  async execute({ userId, changes, audience }: ChangeEmailPreferencesCommand): Promise<EmailTopicSetting[]> {
    EmailPreferences.checkOffered(changes, audience);
    return (await this.preferences.change(userId, changes)).settings(audience);
  }
}
