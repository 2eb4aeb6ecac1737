import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SwitchableRole } from '../../domain/user.entity';
import { recordStandingChange, workerStanding } from '../worker-standing';
import { loadUser } from './load-user';

export class SwitchRoleCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly role: SwitchableRole,
  ) {
    super();
  }
}

@CommandHandler(SwitchRoleCommand)
export class SwitchRoleHandler implements ICommandHandler<SwitchRoleCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, role }: SwitchRoleCommand): Promise<void> {
    const em = this.em.fork();
    const user = await loadUser(em, userId);
    const standing = workerStanding(user);
    user.switchRole(role);
    recordStandingChange(em, userId, standing, workerStanding(user));
    await em.flush();
  }
}
