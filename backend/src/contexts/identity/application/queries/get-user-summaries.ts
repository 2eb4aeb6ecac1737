import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { IdentityReadRepository } from '../../infrastructure/identity-read-repository';
import { GetUserSummariesQuery, UserSummary } from '../../public';

/** Read model: plain rows, no entities, as every page of jobs or applications asks for its people. */
@QueryHandler(GetUserSummariesQuery)
export class GetUserSummariesHandler implements IQueryHandler<GetUserSummariesQuery> {
  constructor(private readonly reads: IdentityReadRepository) {}

  async execute({ userIds, liveOnly }: GetUserSummariesQuery): Promise<Map<string, UserSummary>> {
    const rows = await this.reads.userSummaries([...new Set(userIds)], liveOnly);
    return new Map(rows.map((row) => [row.id, row]));
  }
}
