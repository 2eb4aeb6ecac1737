import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { AccountTokens } from '../../infrastructure/account-tokens';
import { accountOfLink } from './account-of-link';

/** Opens a link to confirm an address: the account's address is proven, if it is still the one the link went to. */
export class ConfirmEmailVerificationCommand extends Command<{ email: string }> {
  constructor(readonly token: string) {
    super();
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
