import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { IdentityReadRepository } from '../../infrastructure/identity-read-repository';
import {
  AccountStanding,
  EmailRecipient,
  FindLiveAccountsQuery,
  GetAccountStandingsQuery,
  GetEmailRecipientsQuery,
  GetUserSummariesQuery,
  UserSummary,
} from '../../public';

/** Read model: plain rows, no entities, as every page of jobs or applications asks for its people. */
@QueryHandler(GetUserSummariesQuery)
export class GetUserSummariesHandler implements IQueryHandler<GetUserSummariesQuery> {
  constructor(private readonly reads: IdentityReadRepository) {}

  async execute({ userIds }: GetUserSummariesQuery): Promise<Map<string, UserSummary>> {
    const rows = await this.reads.userSummaries([...new Set(userIds)]);
    return new Map(rows.map((row) => [row.id, row]));
  }
}

@QueryHandler(GetEmailRecipientsQuery)
export class GetEmailRecipientsHandler implements IQueryHandler<GetEmailRecipientsQuery> {
  constructor(private readonly reads: IdentityReadRepository) {}

  async execute({ userIds }: GetEmailRecipientsQuery): Promise<Map<string, EmailRecipient>> {
    const rows = await this.reads.emailRecipients([...new Set(userIds)]);
    return new Map(rows.map((row) => [row.id, row]));
  }
}

@QueryHandler(FindLiveAccountsQuery)
export class FindLiveAccountsHandler implements IQueryHandler<FindLiveAccountsQuery> {
  constructor(private readonly reads: IdentityReadRepository) {}

  async execute({ userIds }: FindLiveAccountsQuery): Promise<Set<string>> {
    return new Set(await this.reads.liveAccounts([...new Set(userIds)]));
  }
}

@QueryHandler(GetAccountStandingsQuery)
export class GetAccountStandingsHandler implements IQueryHandler<GetAccountStandingsQuery> {
  constructor(private readonly reads: IdentityReadRepository) {}

  async execute({ userIds }: GetAccountStandingsQuery): Promise<Map<string, AccountStanding>> {
    const rows = await this.reads.accountStandings([...new Set(userIds)]);
    return new Map(rows.map(({ id, isVerified, joinedAt }) => [id, { isVerified, joinedAt: new Date(joinedAt) }]));
  }
}
