import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { User } from '../../domain/user.entity';
import { GetProfileContentQuery, ProfileContent } from '../../public';

@QueryHandler(GetProfileContentQuery)
export class GetProfileContentHandler implements IQueryHandler<GetProfileContentQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetProfileContentQuery): Promise<ProfileContent | null> {
    const user = await this.em.fork().findOne(
      User,
      { id: userId, deletedAt: null },
      {
        fields: [
          'firstName',
          'lastName',
          'username',
          'bio',
          'skills',
          'location',
          'hourlyRateCurrency',
          'hourlyRateAmount',
          'profileImageUrl',
        ],
      },
    );
    if (!user) return null;
    const { firstName, lastName, username, bio, skills, location, hourlyRateAmount, profileImageUrl } = user;
    // The copy a report keeps states the rate as a number of whole units, as before rates had a currency.
    const hourlyRate = hourlyRateAmount === null ? null : hourlyRateAmount / 100;
    return { firstName, lastName, username, bio, skills: [...skills], location, hourlyRate, profileImageUrl };
  }
}
