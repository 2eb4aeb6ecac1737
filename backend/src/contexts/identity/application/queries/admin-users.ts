import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { isoTimestamp } from '../../../../platform/paging/every-row';
import { MAX_SEARCH_WORDS } from '../../../../platform/search/search-words';
import { UnknownUserCursor, UserNotFound } from '../../domain/identity-errors';
import { suspensionInForce, type UserRole } from '../../domain/user.entity';
import { AdminUserRow, IdentityReadRepository } from '../../infrastructure/identity-read-repository';

export const ADMIN_USERS_PAGE_SIZE = { default: 50, max: 100 };
/** How many words of a search count; each must appear. */

/** An active suspension: until when (null: until an administrator lifts it), why, since when. */
export type AdminSuspensionView = { until: string | null; reason: string; since: string };

/** What administrators see of an account in the people search and on its page. */
export type AdminUserSummary = {
  id: string;
  firstName: string;
  lastName: string;
  username: string | null;
  email: string;
  role: UserRole;
  isVerified: boolean;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  trustScore: number | null;
  createdAt: string;
  suspension: AdminSuspensionView | null;
  deleted: boolean;
};

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

/** One account as administrators see it. */
export class GetAdminUserQuery extends Query<AdminUserSummary> {
  constructor(readonly userId: string) {
    super();
  }
}

/** Each word of the search as an ILIKE pattern, its wildcards taken literally. */
export function searchPatterns(search: string | undefined): string[] {
  return (search ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
}

/** The suspension in force at `now`: one whose end has passed is over, whether or not its lift was recorded yet. */
function activeSuspension(row: AdminUserRow, now: Date): AdminSuspensionView | null {
  const { suspendedAt, suspendedUntil, suspensionReason } = row;
  const until = suspendedUntil === null ? null : new Date(suspendedUntil);
  if (suspendedAt === null || !suspensionInForce(new Date(suspendedAt), until, now)) return null;
  return { until: until?.toISOString() ?? null, reason: suspensionReason ?? '', since: isoTimestamp(suspendedAt) };
}

function toAdminUserSummary(row: AdminUserRow, now: Date): AdminUserSummary {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    email: row.email,
    role: row.role,
    isVerified: row.isVerified,
    emailVerified: row.emailVerified,
    twoFactorEnabled: row.twoFactorEnabled,
    trustScore: row.trustScore,
    createdAt: isoTimestamp(row.createdAt),
    suspension: activeSuspension(row, now),
    deleted: row.deletedAt !== null,
  };
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

@QueryHandler(GetAdminUserQuery)
export class GetAdminUserHandler implements IQueryHandler<GetAdminUserQuery> {
  constructor(
    private readonly reads: IdentityReadRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: GetAdminUserQuery): Promise<AdminUserSummary> {
    const row = await this.reads.adminUser(userId);
    if (!row) throw new UserNotFound();
    return toAdminUserSummary(row, this.clock.now());
  }
}
