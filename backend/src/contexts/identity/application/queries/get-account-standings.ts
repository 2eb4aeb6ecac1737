import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { IdentityReadRepository } from '../../infrastructure/identity-read-repository';
import { AccountStanding, GetAccountStandingsQuery } from '../../public';

@QueryHandler(GetAccountStandingsQuery)
export class GetAccountStandingsHandler implements IQueryHandler<GetAccountStandingsQuery> {
  constructor(private readonly reads: IdentityReadRepository) {}

  async execute({ userIds }: GetAccountStandingsQuery): Promise<Map<string, AccountStanding>> {
    const rows = await this.reads.accountStandings([...new Set(userIds)]);
    return new Map(rows.map(({ id, isVerified, joinedAt }) => [id, { isVerified, joinedAt: new Date(joinedAt) }]));
  }
}
