import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionTermination } from '../../../../platform/auth/session-termination';
import { AccountTokens } from '../../infrastructure/account-tokens';

/** Ends every session of the user but the one asking; says how many ended. */
export class EndOtherSessionsCommand extends Command<{ ended: number }> {
  constructor(
    readonly userId: string,
    readonly currentSessionId: string,
  ) {
    super();
  }
}

/** Signing out everywhere else is what a user does who fears someone else is in: the links mailed before end too. */
@CommandHandler(EndOtherSessionsCommand)
export class EndOtherSessionsHandler implements ICommandHandler<EndOtherSessionsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly termination: SessionTermination,
    private readonly tokens: AccountTokens,
  ) {}

  async execute({ userId, currentSessionId }: EndOtherSessionsCommand): Promise<{ ended: number }> {
    await this.tokens.retire(this.em.fork(), userId);
    return { ended: await this.termination.endUserSessions(userId, 'signed_out_elsewhere', { exceptSessionId: currentSessionId }) };
  }
}
