import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EmailNotVerified } from '../../../../platform/auth/guards';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { EmailUnchanged } from '../../domain/account-links';
import { EmailAlreadyRegistered, UserNotFound, WrongCurrentPassword } from '../../domain/identity-errors';
import { User } from '../../domain/user.entity';
import { AccountTokens } from '../../infrastructure/account-tokens';
import { EmailChangeLinkIssued } from '../account-link-events';
import { PasswordHashing } from '../password-hashing';

/** The signed-in user asks to move their account to a new address, proving their password; a link goes to the new address. */
export class ChangeEmailCommand extends Command<{ pendingEmail: string }> {
  constructor(
    readonly userId: string,
    readonly newEmail: string,
    readonly currentPassword: string,
  ) {
    super();
  }
}

@CommandHandler(ChangeEmailCommand)
export class ChangeEmailHandler implements ICommandHandler<ChangeEmailCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: AccountTokens,
    private readonly passwords: PasswordHashing,
  ) {}

  async execute({ userId, newEmail, currentPassword }: ChangeEmailCommand): Promise<{ pendingEmail: string }> {
    const email = newEmail.trim().toLowerCase();
    const em = this.em.fork();
    const user = await em.findOne(User, { id: userId }, { populate: ['passwordHash'] });
    if (!user) throw new UserNotFound();
    // Only a proven owner moves an account (also refused by RequiresVerifiedEmail before this).
    if (!user.emailVerifiedAt) throw new EmailNotVerified();
    // The password first: without it, nobody learns which addresses have accounts.
    if (!(await this.passwords.matches(user.passwordHash, currentPassword))) throw new WrongCurrentPassword();
    if (email === user.email) throw new EmailUnchanged();
    if (await em.count(User, { email })) throw new EmailAlreadyRegistered();
    await em.transactional(async (tx) => {
      const linkId = await this.tokens.issue(tx, { userId, purpose: 'change_email', email });
      recordEvent(tx, new EmailChangeLinkIssued(linkId));
    });
    return { pendingEmail: email };
  }
}
