import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionTermination } from '../../../../platform/auth/session-termination';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { PasswordUnchanged, UserNotFound, WrongCurrentPassword } from '../../domain/identity-errors';
import { User } from '../../domain/user.entity';
import { PasswordChanged } from '../../events';
import { PasswordHashing } from '../password-hashing';

/** The signed-in user sets a new password, proving the current one; their other sessions end, and they are told by email. */
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

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHashing,
    private readonly termination: SessionTermination,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, currentSessionId, currentPassword, newPassword }: ChangePasswordCommand): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { id: userId }, { populate: ['passwordHash'] });
      if (!user) throw new UserNotFound();
      if (!(await this.passwords.matches(user.passwordHash, currentPassword))) throw new WrongCurrentPassword();
      if (currentPassword === newPassword) throw new PasswordUnchanged();
      // Every link mailed before dies with the old password (the users_retire_account_links trigger).
      user.passwordHash = await this.passwords.hash(newPassword);
      // The owner is told by email: a change they did not make must not go unseen.
      recordEvent(em, new PasswordChanged(userId, 'changed', this.clock.now().toISOString()));
    });
    // Whoever else holds a session may be who learnt the old password.
    await this.termination.endUserSessions(userId, 'password_changed', { exceptSessionId: currentSessionId });
  }
}
