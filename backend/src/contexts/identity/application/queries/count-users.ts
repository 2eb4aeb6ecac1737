import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { IdentityReadRepository } from '../../infrastructure/identity-read-repository';
import { CountUsersQuery, UserCount } from '../../public';

@QueryHandler(CountUsersQuery)
export class CountUsersHandler implements IQueryHandler<CountUsersQuery> {
  constructor(private readonly reads: IdentityReadRepository) {}

  execute(): Promise<UserCount> {
    return this.reads.countUsers();
  }
}
