import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { EmailTopicChanges, EmailTopicSetting } from '../../domain/email-preferences';
import { EmailPreferencesRepository } from '../../infrastructure/email-preferences-repository';

/** The user turns topics on or off (Settings → Notifications); topics left out keep their setting. */
export class ChangeEmailPreferencesCommand extends Command<EmailTopicSetting[]> {
  constructor(
    readonly userId: string,
    readonly changes: EmailTopicChanges,
  ) {
    super();
  }
}

@CommandHandler(ChangeEmailPreferencesCommand)
export class ChangeEmailPreferencesHandler implements ICommandHandler<ChangeEmailPreferencesCommand> {
  constructor(private readonly preferences: EmailPreferencesRepository) {}

  async execute({ userId, changes }: ChangeEmailPreferencesCommand): Promise<EmailTopicSetting[]> {
    return (await this.preferences.change(userId, changes)).settings();
  }
}
