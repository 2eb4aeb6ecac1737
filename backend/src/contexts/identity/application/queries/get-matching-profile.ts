import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Amount } from '../../../../platform/money/money';
import { User } from '../../domain/user.entity';
import { GetMatchingProfileQuery } from '../../public';

@QueryHandler(GetMatchingProfileQuery)
export class GetMatchingProfileHandler implements IQueryHandler<GetMatchingProfileQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetMatchingProfileQuery): Promise<{ skills: string[]; hourlyRate: Amount | null } | null> {
    const user = await this.em
      .fork()
      .findOne(User, { id: userId, deletedAt: null }, { fields: ['skills', 'hourlyRateCurrency', 'hourlyRateAmount'] });
    if (!user) return null;
    const { hourlyRateCurrency: currency, hourlyRateAmount: amount } = user;
    return { skills: [...user.skills], hourlyRate: currency === null || amount === null ? null : { currency, amount } };
  }
}
