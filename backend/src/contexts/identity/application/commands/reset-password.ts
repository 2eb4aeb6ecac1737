import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionTermination } from '../../../../platform/auth/session-termination';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { AccountLinkInvalid } from '../../domain/account-links';
import { EmailAlreadyRegistered } from '../../domain/identity-errors';
import { User } from '../../domain/user.entity';
import { PasswordChanged } from '../../events';
import { AccountTokens, UsedLink } from '../../infrastructure/account-tokens';
import { SecondFactors } from '../../infrastructure/second-factors';
import { accountOfLink } from './account-of-link';
import { PasswordHashing } from '../password-hashing';

/**
 * Sets a new password with a reset link, or with the link that undoes a move of the account (which
 * also moves it back); every session of the account ends, and the owner is told by email.
 */
export class ResetPasswordCommand extends Command<void> {
  constructor(
    readonly token: string,
    readonly password: string,
  ) {
    super();
  }
}

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: AccountTokens,
    private readonly termination: SessionTermination,
    private readonly factors: SecondFactors,
    private readonly passwords: PasswordHashing,
    private readonly clock: Clock,
  ) {}

  /** Every other link of the account dies with the old password (the users_retire_account_links trigger). */
  async execute({ token, password }: ResetPasswordCommand): Promise<void> {
    const userId = await this.em.fork().transactional(async (em) => {
      const link = await this.tokens.use(em, ['reset_password', 'undo_email_change'], token);
      if (link?.purpose === 'undo_email_change') return this.told(em, await this.undoEmailChange(em, link, password));
      const user = await accountOfLink(em, link);
      // The link reached the user at this address: that proves it as well as a confirmation link.
      const { wasUnproven } = user.resetThroughAddress(await this.passwords.hash(password), this.clock.now());
      if (wasUnproven) await this.factors.deleteRecoveryCodes(em, user.id);
      return this.told(em, user.id);
    });
    // Whoever holds a session may be who learnt the old password: every session ends, sockets too.
    await this.termination.endUserSessions(userId, 'password_reset');
  }

  /** The owner is told by email that the password was reset (PasswordChanged, in the transaction of the change). */
  private told(em: EntityManager, userId: string): string {
    recordEvent(em, new PasswordChanged(userId, 'reset', this.clock.now().toISOString()));
    return userId;
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
    user.undoEmailChange(link.email, await this.passwords.hash(password), this.clock.now());
    await this.factors.deleteRecoveryCodes(em, user.id);
    await this.tokens.retire(em, user.id);
    return user.id;
  }
}
