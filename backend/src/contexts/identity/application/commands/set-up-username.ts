import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { saveUsername } from './save-username';

/** First choice of a username, right after sign-up. */
export class SetUpUsernameCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly username: string,
  ) {
    super();
  }
}

@CommandHandler(SetUpUsernameCommand)
export class SetUpUsernameHandler implements ICommandHandler<SetUpUsernameCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, username }: SetUpUsernameCommand): Promise<void> {
    await saveUsername(this.em, userId, (entity, parsed) => entity.setUpUsername(parsed), username);
  }
}
