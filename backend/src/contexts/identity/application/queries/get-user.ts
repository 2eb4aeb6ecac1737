import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetUserQuery } from '../../public';
import { Clock } from '../../../../platform/clock/clock';
import { UserNotFound } from '../../domain/identity-errors';
import { User } from '../../domain/user.entity';
import { toUserView, UserView } from '../user-view';

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute(query: GetUserQuery): Promise<UserView> {
    const user = await this.em.fork().findOne(User, { id: query.userId });
    if (!user) throw new UserNotFound();
    return toUserView(user, this.clock.now());
  }
}
