import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UserNotFound } from '../../domain/identity-errors';
import { User } from '../../domain/user.entity';

/** Makes the account with this email an administrator. Only the command line sends it. */
export class GrantAdminCommand extends Command<{ userId: string }> {
  constructor(readonly email: string) {
    super();
  }
}

@CommandHandler(GrantAdminCommand)
export class GrantAdminHandler implements ICommandHandler<GrantAdminCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email }: GrantAdminCommand): Promise<{ userId: string }> {
    const em = this.em.fork();
    const user = await em.findOne(User, { email: email.trim().toLowerCase() });
    if (!user) throw new UserNotFound();
    user.grantAdmin();
    // The operator who runs the command vouches for the account and its address.
    user.confirmEmail(new Date());
    // Live sessions read the new role with their next request: the principal is read with the session.
    await em.flush();
    return { userId: user.id };
  }
}
