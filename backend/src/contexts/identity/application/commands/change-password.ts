import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { SessionTermination } from '../../../../platform/auth/session-termination';
import { PasswordUnchanged, UserNotFound, WrongCurrentPassword } from '../../domain/identity-errors';
import { hashPassword, passwordMatches } from '../../domain/password';
import { User } from '../../domain/user.entity';

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
    await this.termination.endUserSessions(userId, 'password_changed', { exceptSessionId: currentSessionId });
  }
}
