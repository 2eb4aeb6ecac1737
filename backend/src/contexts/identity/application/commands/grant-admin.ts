import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { GrantAdminCommand } from '../../public';
import { UserNotFound } from '../../domain/identity-errors';
import { User } from '../../domain/user.entity';
import { recordStandingChange, workerStanding } from '../worker-standing';

@CommandHandler(GrantAdminCommand)
export class GrantAdminHandler implements ICommandHandler<GrantAdminCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email }: GrantAdminCommand): Promise<{ userId: string }> {
    const em = this.em.fork();
    const user = await em.findOne(User, { email: email.trim().toLowerCase() });
    if (!user) throw new UserNotFound();
    const standing = workerStanding(user);
    user.grantAdmin();
    recordStandingChange(em, user.id, standing, workerStanding(user));
    // The operator who runs the command vouches for the account and its address.
    user.confirmEmail(new Date());
    // Live sessions read the new role with their next request: the principal is read with the session.
    await em.flush();
    return { userId: user.id };
  }
}
