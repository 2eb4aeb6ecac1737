import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { UnknownUserCursor } from '../../domain/identity-errors';
import { IdentityReadRepository } from '../../infrastructure/identity-read-repository';
import { AdminUserSummary, searchPatterns, toAdminUserSummary } from './admin-user-summary';

export const ADMIN_USERS_PAGE_SIZE = { default: 50, max: 100 };

/**
 * Accounts for administrators, newest first, a page at a time (the one after `before`): all of
 * them, or those whose name, username or email holds every word of `search` (any case, any part).
 */
export class SearchAdminUsersQuery extends Query<AdminUserSummary[]> {
  constructor(
    readonly search: string | undefined,
    readonly page: { before?: string; limit?: number },
  ) {
    super();
  }
}

@QueryHandler(SearchAdminUsersQuery)
export class SearchAdminUsersHandler implements IQueryHandler<SearchAdminUsersQuery> {
  constructor(
    private readonly reads: IdentityReadRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ search, page }: SearchAdminUsersQuery): Promise<AdminUserSummary[]> {
    if (page.before && !(await this.reads.userExists(page.before))) throw new UnknownUserCursor();
    const rows = await this.reads.adminUsers({
      patterns: searchPatterns(search),
      before: page.before,
      limit: page.limit ?? ADMIN_USERS_PAGE_SIZE.default,
    });
    const now = this.clock.now();
    return rows.map((row) => toAdminUserSummary(row, now));
  }
}
