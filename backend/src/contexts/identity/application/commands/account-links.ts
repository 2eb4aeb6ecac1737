import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { EmailNotVerified } from '../../../../platform/auth/guards';
import { SessionTermination } from '../../../../platform/auth/session-termination';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { AccountLinkInvalid, EmailAlreadyVerified, EmailUnchanged } from '../../domain/account-links';
import { EmailAlreadyRegistered, UserNotFound, WrongCurrentPassword } from '../../domain/identity-errors';
import { hashPassword, passwordMatches } from '../../domain/password';
import { User } from '../../domain/user.entity';
import { AccountTokens, UsedLink } from '../../infrastructure/account-tokens';
import { SecondFactors } from '../../infrastructure/second-factors';
import { EmailChangeLinkIssued, EmailChanged, EmailVerificationLinkIssued, PasswordResetRequested } from '../account-link-events';
import { loadUser } from './load-user';

/** Mails the signed-in user a new link to confirm their address; the earlier links stop working. */
export class RequestEmailVerificationCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}

/** Opens a link to confirm an address: the account's address is proven, if it is still the one the link went to. */
export class ConfirmEmailVerificationCommand extends Command<{ email: string }> {
  constructor(readonly token: string) {
    super();
  }
}

/** Someone asks for a link to reset the password of the account at this address, if there is one. */
export class RequestPasswordResetCommand extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}

/**
 * Sets a new password with a reset link, or with the link that undoes a move of the account (which
 * also moves it back); every session of the account ends.
 */
export class ResetPasswordCommand extends Command<void> {
  constructor(
    readonly token: string,
    readonly password: string,
  ) {
    super();
  }
}

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

/** Opens a link sent to a new address: the account moves to it, and the old address is told. */
export class ConfirmEmailChangeCommand extends Command<{ email: string }> {
  constructor(readonly token: string) {
    super();
  }
}

/** The live account a link names, when it still has the address the link was sent to; else the link is no good. */
async function accountOfLink(em: EntityManager, link: { userId: string; email: string } | undefined): Promise<User> {
  if (!link) throw new AccountLinkInvalid();
  const user = await em.findOne(User, { id: link.userId, deletedAt: null });
  if (!user || user.email !== link.email) throw new AccountLinkInvalid();
  return user;
}

@CommandHandler(RequestEmailVerificationCommand)
export class RequestEmailVerificationHandler implements ICommandHandler<RequestEmailVerificationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: AccountTokens,
  ) {}

  async execute({ userId }: RequestEmailVerificationCommand): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const user = await loadUser(em, userId);
      if (user.emailVerifiedAt) throw new EmailAlreadyVerified();
      const linkId = await this.tokens.issue(em, { userId, purpose: 'verify_email', email: user.email });
      recordEvent(em, new EmailVerificationLinkIssued(linkId));
    });
  }
}

@CommandHandler(ConfirmEmailVerificationCommand)
export class ConfirmEmailVerificationHandler implements ICommandHandler<ConfirmEmailVerificationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: AccountTokens,
    private readonly clock: Clock,
  ) {}

  /** Every session of the user may post, apply and message from its next request (it reads the principal afresh). */
  execute({ token }: ConfirmEmailVerificationCommand): Promise<{ email: string }> {
    return this.em.fork().transactional(async (em) => {
      const verified = await accountOfLink(em, await this.tokens.use(em, 'verify_email', token));
      verified.confirmEmail(this.clock.now());
      return { email: verified.email };
    });
  }
}

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(private readonly em: EntityManager) {}

  /**
   * Records the request and nothing else, whether or not an account uses the address: the answer,
   * its time and its statements are the same either way. The handler of the event finds the account.
   */
  async execute({ email }: RequestPasswordResetCommand): Promise<void> {
    const em = this.em.fork();
    recordEvent(em, new PasswordResetRequested(email.trim().toLowerCase()));
    await em.flush();
  }
}

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: AccountTokens,
    private readonly termination: SessionTermination,
    private readonly factors: SecondFactors,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Every other link of the account dies with the old password (the users_retire_account_links trigger). */
  async execute({ token, password }: ResetPasswordCommand): Promise<void> {
    const userId = await this.em.fork().transactional(async (em) => {
      const link = await this.tokens.use(em, ['reset_password', 'undo_email_change'], token);
      if (link?.purpose === 'undo_email_change') return this.undoEmailChange(em, link, password);
      const user = await accountOfLink(em, link);
      // The link reached the user at this address: that proves it as well as a confirmation link.
      const { wasUnproven } = user.resetThroughAddress(await hashPassword(password, this.config.passwordHashCost), this.clock.now());
      if (wasUnproven) await this.factors.deleteRecoveryCodes(em, user.id);
      return user.id;
    });
    // Whoever holds a session may be who learnt the old password: every session ends, sockets too.
    await this.termination.endUserSessions(userId);
  }

  /**
   * The account goes back to the address the link was sent to, under the new password, without a
   * second factor; every link of the account ends, the other undo links too (one of them may have
   * gone to an address of whoever moved it).
   */
  private async undoEmailChange(em: EntityManager, link: UsedLink, password: string): Promise<string> {
    const user = await em.findOne(User, { id: link.userId, deletedAt: null });
    if (!user) throw new AccountLinkInvalid();
    if (await em.count(User, { email: link.email, id: { $ne: user.id } })) throw new EmailAlreadyRegistered();
    user.undoEmailChange(link.email, await hashPassword(password, this.config.passwordHashCost), this.clock.now());
    await this.factors.deleteRecoveryCodes(em, user.id);
    await this.tokens.retire(em, user.id);
    return user.id;
  }
}

@CommandHandler(ChangeEmailCommand)
export class ChangeEmailHandler implements ICommandHandler<ChangeEmailCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: AccountTokens,
    private readonly config: AppConfig,
  ) {}

  async execute({ userId, newEmail, currentPassword }: ChangeEmailCommand): Promise<{ pendingEmail: string }> {
    const email = newEmail.trim().toLowerCase();
    const em = this.em.fork();
    const user = await em.findOne(User, { id: userId }, { populate: ['passwordHash'] });
    if (!user) throw new UserNotFound();
    // Only a proven owner moves an account (also refused by RequiresVerifiedEmail before this).
    if (!user.emailVerifiedAt) throw new EmailNotVerified();
    // The password first: without it, nobody learns which addresses have accounts.
    if (!(await passwordMatches(user.passwordHash, currentPassword, this.config.passwordHashCost))) throw new WrongCurrentPassword();
    if (email === user.email) throw new EmailUnchanged();
    if (await em.count(User, { email })) throw new EmailAlreadyRegistered();
    await em.transactional(async (tx) => {
      const linkId = await this.tokens.issue(tx, { userId, purpose: 'change_email', email });
      recordEvent(tx, new EmailChangeLinkIssued(linkId));
    });
    return { pendingEmail: email };
  }
}

@CommandHandler(ConfirmEmailChangeCommand)
export class ConfirmEmailChangeHandler implements ICommandHandler<ConfirmEmailChangeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: AccountTokens,
    private readonly clock: Clock,
  ) {}

  /** The account's other links die with the old address (the users_retire_account_links trigger). */
  async execute({ token }: ConfirmEmailChangeCommand): Promise<{ email: string }> {
    let user: User;
    try {
      user = await this.em.fork().transactional(async (em) => {
        const link = await this.tokens.use(em, 'change_email', token);
        if (!link) throw new AccountLinkInvalid();
        const account = await em.findOne(User, { id: link.userId, deletedAt: null });
        if (!account) throw new AccountLinkInvalid();
        if (await em.count(User, { email: link.email, id: { $ne: account.id } })) throw new EmailAlreadyRegistered();
        const oldEmail = account.email;
        const now = this.clock.now();
        account.moveToEmail(link.email, now);
        recordEvent(em, new EmailChanged(account.id, oldEmail, account.email, now.toISOString()));
        return account;
      });
    } catch (error) {
      // Another account took the address between the check and the write: the unique index lets only one have it.
      if (error instanceof UniqueConstraintViolationException) throw new EmailAlreadyRegistered();
      throw error;
    }
    return { email: user.email };
  }
}
