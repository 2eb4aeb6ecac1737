import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { PostgresSessionStore } from '../../../../platform/auth/postgres-session.store';
import { sessionHandle } from '../../../../platform/auth/session-handle';
import { SessionTermination } from '../../../../platform/auth/session-termination';
import { PasswordUnchanged, SessionNotFound, UserNotFound, WrongCurrentPassword } from '../../domain/identity-errors';
import { hashPassword, passwordMatches } from '../../domain/password';
import { User } from '../../domain/user.entity';
import { AccountTokens } from '../../infrastructure/account-tokens';

/** The signed-in user sets a new password, proving the current one; their other sessions end. */
export class ChangePasswordCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly currentSessionId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
  ) {
    super();
  }
}

/** Ends one of the user's sessions, named by its handle (the sessions list's id). */
export class EndSessionCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly handle: string,
  ) {
    super();
  }
}

/** Ends every session of the user but the one asking; says how many ended. */
export class EndOtherSessionsCommand extends Command<{ ended: number }> {
  constructor(
    readonly userId: string,
    readonly currentSessionId: string,
  ) {
    super();
  }
}

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly termination: SessionTermination,
  ) {}

  async execute({ userId, currentSessionId, currentPassword, newPassword }: ChangePasswordCommand): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { id: userId }, { populate: ['passwordHash'] });
      if (!user) throw new UserNotFound();
      if (!(await passwordMatches(user.passwordHash, currentPassword, this.config.passwordHashCost))) throw new WrongCurrentPassword();
      if (currentPassword === newPassword) throw new PasswordUnchanged();
      // Every link mailed before dies with the old password (the users_retire_account_links trigger).
      user.passwordHash = await hashPassword(newPassword, this.config.passwordHashCost);
    });
    // Whoever else holds a session may be who learnt the old password.
    await this.termination.endUserSessions(userId, { exceptSessionId: currentSessionId });
  }
}

@CommandHandler(EndSessionCommand)
export class EndSessionHandler implements ICommandHandler<EndSessionCommand> {
  constructor(
    private readonly sessions: PostgresSessionStore,
    private readonly termination: SessionTermination,
  ) {}

  async execute({ userId, handle }: EndSessionCommand): Promise<void> {
    const session = (await this.sessions.sessionsOf(userId)).find(({ sid }) => sessionHandle(sid) === handle);
    if (!session) throw new SessionNotFound();
    await this.termination.endSession(session.sid);
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
    return { ended: await this.termination.endUserSessions(userId, { exceptSessionId: currentSessionId }) };
  }
}
