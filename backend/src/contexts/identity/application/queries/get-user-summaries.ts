import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { User } from '../../domain/user.entity';
import { GetUserSummariesQuery, UserSummary } from '../../public';

@QueryHandler(GetUserSummariesQuery)
export class GetUserSummariesHandler implements IQueryHandler<GetUserSummariesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetUserSummariesQuery): Promise<Map<string, UserSummary>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const users = await this.em.fork().find(User, { id: { $in: unique } });
    return new Map(
      users.map((user) => [
        user.id,
        {
          id: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          username: user.username,
          profileImageUrl: user.profileImageUrl,
          isVerified: user.isVerified,
          trustScore: user.trustScore,
          location: user.location,
          role: user.role,
        },
      ]),
    );
  }
}
