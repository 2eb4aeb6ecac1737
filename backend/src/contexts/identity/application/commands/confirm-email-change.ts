import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { AccountLinkInvalid } from '../../domain/account-links';
import { EmailAlreadyRegistered } from '../../domain/identity-errors';
import { User } from '../../domain/user.entity';
import { AccountTokens } from '../../infrastructure/account-tokens';
import { EmailChanged } from '../account-link-events';

/** Opens a link sent to a new address: the account moves to it, and the old address is told. */
export class ConfirmEmailChangeCommand extends Command<{ email: string }> {
  constructor(readonly token: string) {
    super();
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
