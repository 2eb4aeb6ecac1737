import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UserNotFound } from '../../domain/identity-errors';
import { User } from '../../domain/user.entity';

/**
 * Takes the administrator role away from the account with this email: it becomes a client
 * (User.revokeAdmin). Only the command line sends it. IDENTITY.USER_NOT_FOUND for an unknown
 * email, IDENTITY.NOT_AN_ADMINISTRATOR for an account that is not one.
 */
export class RevokeAdminCommand extends Command<{ userId: string }> {
  constructor(readonly email: string) {
    super();
  }
}

@CommandHandler(RevokeAdminCommand)
export class RevokeAdminHandler implements ICommandHandler<RevokeAdminCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email }: RevokeAdminCommand): Promise<{ userId: string }> {
    const em = this.em.fork();
    const user = await em.findOne(User, { email: email.trim().toLowerCase() });
    if (!user) throw new UserNotFound();
    user.revokeAdmin();
    // Every session reads its principal with each request: the next one to /api/admin/* is refused.
    await em.flush();
    return { userId: user.id };
  }
}
