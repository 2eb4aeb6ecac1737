import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Amount } from '../../../../platform/money/money';
import { IdentityReadRepository } from '../../infrastructure/identity-read-repository';
import { GetMatchingProfileQuery } from '../../public';

/** Read model: one row's three columns, as a search by a freelancer asks for it on every page. */
@QueryHandler(GetMatchingProfileQuery)
export class GetMatchingProfileHandler implements IQueryHandler<GetMatchingProfileQuery> {
  constructor(private readonly reads: IdentityReadRepository) {}

  async execute({ userId }: GetMatchingProfileQuery): Promise<{ skills: string[]; hourlyRate: Amount | null } | null> {
    const profile = await this.reads.matchingProfile(userId);
    if (!profile) return null;
    const { skills, currency, amount } = profile;
    return { skills, hourlyRate: currency === null || amount === null ? null : { currency, amount } };
  }
}
