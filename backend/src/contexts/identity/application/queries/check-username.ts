import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { User } from '../../domain/user.entity';
import { USERNAME_MESSAGES, usernameRuleViolation } from '../../domain/username';

export type UsernameAvailability = { available: boolean; error: string | null };

/** Whether `username` is well-formed and free for `userId` to take. */
export class CheckUsernameQuery extends Query<UsernameAvailability> {
  constructor(
    readonly userId: string,
    readonly username: string,
  ) {
    super();
  }
}

@QueryHandler(CheckUsernameQuery)
export class CheckUsernameHandler implements IQueryHandler<CheckUsernameQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, username }: CheckUsernameQuery): Promise<UsernameAvailability> {
    const violation = usernameRuleViolation(username);
    if (violation) return { available: false, error: violation };
    const holder = await this.em.fork().findOne(User, { username }, { fields: ['id'] });
    if (!holder) return { available: true, error: null };
    if (holder.id === userId) return { available: false, error: 'This is already your username' };
    return { available: false, error: USERNAME_MESSAGES.taken };
  }
}
