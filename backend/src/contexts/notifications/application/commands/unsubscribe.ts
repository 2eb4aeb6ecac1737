import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetEmailRecipientsQuery } from '../../../identity/public';
import { EmailLinkInvalid } from '../../domain/notifications-errors';
import type { EmailTopicSetting } from '../../domain/email-preferences';
import { EmailLinks } from '../channels/email-links';
import { EmailPreferencesRepository } from '../../infrastructure/email-preferences-repository';

/** One click on an email's unsubscribe link (or the mail provider's button): its topic turns off. */
export class UnsubscribeCommand extends Command<EmailTopicSetting> {
  constructor(readonly token: string) {
    super();
  }
}

/** Turns the token's topic off for its user, signed out; again is harmless. A deleted account's link is invalid. */
@CommandHandler(UnsubscribeCommand)
export class UnsubscribeHandler implements ICommandHandler<UnsubscribeCommand> {
  constructor(
    private readonly links: EmailLinks,
    private readonly queryBus: QueryBus,
    private readonly preferences: EmailPreferencesRepository,
  ) {}

  async execute({ token }: UnsubscribeCommand): Promise<EmailTopicSetting> {
    const { userId, topic } = this.links.targetOf(token);
    const recipients = await this.queryBus.execute(new GetEmailRecipientsQuery([userId]));
    if (!recipients.has(userId)) throw new EmailLinkInvalid();
    return (await this.preferences.change(userId, { [topic]: false })).setting(topic);
  }
}
