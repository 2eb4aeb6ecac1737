import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { EmailAlreadyVerified } from '../../domain/account-links';
import { AccountTokens } from '../../infrastructure/account-tokens';
import { EmailVerificationLinkIssued } from '../account-link-events';
import { loadUser } from './load-user';

/** Mails the signed-in user a new link to confirm their address; the earlier links stop working. */
export class RequestEmailVerificationCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
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
