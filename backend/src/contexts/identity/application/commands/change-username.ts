import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { saveUsername } from './save-username';

/** A later change, at most once every seven days. */
export class ChangeUsernameCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly username: string,
  ) {
    super();
  }
}

@CommandHandler(ChangeUsernameCommand)
export class ChangeUsernameHandler implements ICommandHandler<ChangeUsernameCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, username }: ChangeUsernameCommand): Promise<void> {
    await saveUsername(this.em, userId, (entity, parsed) => entity.changeUsername(parsed, this.clock.now()), username);
  }
}
