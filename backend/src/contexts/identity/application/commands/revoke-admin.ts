import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RevokeAdminCommand } from '../../public';
import { UserNotFound } from '../../domain/identity-errors';
import { User } from '../../domain/user.entity';
import { recordStandingChange, workerStanding } from '../worker-standing';

@CommandHandler(RevokeAdminCommand)
export class RevokeAdminHandler implements ICommandHandler<RevokeAdminCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email }: RevokeAdminCommand): Promise<{ userId: string }> {
    const em = this.em.fork();
    const user = await em.findOne(User, { email: email.trim().toLowerCase() });
    if (!user) throw new UserNotFound();
    const standing = workerStanding(user);
    user.revokeAdmin();
    recordStandingChange(em, user.id, standing, workerStanding(user));
    // Every session reads its principal with each request: the next one to /api/admin/* is refused.
    await em.flush();
    return { userId: user.id };
  }
}
