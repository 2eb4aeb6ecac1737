import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { User } from '../../domain/user.entity';
import { Username, UsernameTaken } from '../../domain/username';
import { loadUser } from './load-user';

/** First choice of a username, right after sign-up. */
export class SetUpUsernameCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly username: string,
  ) {
    super();
  }
}

/** A later change, at most once every seven days. */
export class ChangeUsernameCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly username: string,
  ) {
    super();
  }
}

/** Applies `change` to the user and saves; the unique index decides races for one name. */
async function saveUsername(
  em: EntityManager,
  userId: string,
  change: (user: User, username: Username) => void,
  username: string,
): Promise<User> {
  const fork = em.fork();
  const parsed = Username.parse(username);
  const user = await loadUser(fork, userId);
  change(user, parsed);
  try {
    await fork.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new UsernameTaken();
    throw error;
  }
  return user;
}

@CommandHandler(SetUpUsernameCommand)
export class SetUpUsernameHandler implements ICommandHandler<SetUpUsernameCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, username }: SetUpUsernameCommand): Promise<void> {
    await saveUsername(this.em, userId, (entity, parsed) => entity.setUpUsername(parsed), username);
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
