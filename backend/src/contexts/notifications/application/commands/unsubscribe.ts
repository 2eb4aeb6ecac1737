import { Command, CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetEmailRecipientsQuery } from '../../../identity/public';
import { EmailLinkInvalid } from '../../domain/notifications-errors';
import type { UnsubscribeResult } from '../../domain/email-preferences';
import { TurnOffSavedSearchAlertCommand } from '../../../discovery/public';
import { EmailLinks } from '../channels/email-links';
import { EmailPreferencesRepository } from '../../infrastructure/email-preferences-repository';
import { NotificationsReadRepository } from '../../infrastructure/notifications-read-repository';

/** One click on an email's unsubscribe link (or the mail provider's button): its topic, or its one saved search's alert, turns off. */
export class UnsubscribeCommand extends Command<UnsubscribeResult> {
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
    private readonly commandBus: CommandBus,
    private readonly preferences: EmailPreferencesRepository,
    private readonly reads: NotificationsReadRepository,
  ) {}

  async execute({ token }: UnsubscribeCommand): Promise<UnsubscribeResult> {
    const { userId, topic, savedSearchId } = this.links.targetOf(token);
    const recipients = await this.queryBus.execute(new GetEmailRecipientsQuery([userId]));
    if (!recipients.has(userId)) throw new EmailLinkInvalid();
    if (savedSearchId === undefined) return (await this.preferences.change(userId, { [topic]: false })).setting(topic);
    // One search's link: that search stops alerting; the topic and the user's other searches stay as they are.
    const search = await this.commandBus.execute(new TurnOffSavedSearchAlertCommand(userId, savedSearchId));
    if (!search) throw new EmailLinkInvalid();
    const setting = (await this.reads.emailPreferencesOfUser(userId)).setting(topic);
    return { ...setting, savedSearch: { id: savedSearchId, name: search.name, alert: 'off' } };
  }
}
