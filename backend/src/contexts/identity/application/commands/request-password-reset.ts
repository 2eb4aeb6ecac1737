import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { PasswordResetRequested } from '../account-link-events';

/** Someone asks for a link to reset the password of the account at this address, if there is one. */
export class RequestPasswordResetCommand extends Command<void> {
  constructor(readonly email: string) {
    super();
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
