import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresSessionStore } from '../../../../platform/auth/postgres-session.store';
import { sessionHandle } from '../../../../platform/auth/session-handle';
import { SessionTermination } from '../../../../platform/auth/session-termination';
import { SessionNotFound } from '../../domain/identity-errors';

/** Ends one of the user's sessions, named by its handle (the sessions list's id). */
export class EndSessionCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly handle: string,
  ) {
    super();
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
    await this.termination.endSession(session.sid, 'signed_out_elsewhere');
  }
}
