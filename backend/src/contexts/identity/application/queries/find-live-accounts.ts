import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { IdentityReadRepository } from '../../infrastructure/identity-read-repository';
import { FindLiveAccountsQuery } from '../../public';

@QueryHandler(FindLiveAccountsQuery)
export class FindLiveAccountsHandler implements IQueryHandler<FindLiveAccountsQuery> {
  constructor(private readonly reads: IdentityReadRepository) {}

  async execute({ userIds }: FindLiveAccountsQuery): Promise<Set<string>> {
    return new Set(await this.reads.liveAccounts([...new Set(userIds)]));
  }
}
