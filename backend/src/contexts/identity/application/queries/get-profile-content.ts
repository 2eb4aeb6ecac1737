import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { User } from '../../domain/user.entity';
import { GetProfileContentQuery, ProfileContent } from '../../public';

@QueryHandler(GetProfileContentQuery)
export class GetProfileContentHandler implements IQueryHandler<GetProfileContentQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetProfileContentQuery): Promise<ProfileContent | null> {
    const user = await this.em
      .fork()
      .findOne(
        User,
        { id: userId, deletedAt: null },
        { fields: ['firstName', 'lastName', 'username', 'bio', 'skills', 'location', 'hourlyRate', 'profileImageUrl'] },
      );
    if (!user) return null;
    const { firstName, lastName, username, bio, skills, location, hourlyRate, profileImageUrl } = user;
    return { firstName, lastName, username, bio, skills: [...skills], location, hourlyRate, profileImageUrl };
  }
}
