import { isoTimestamp } from '../../../../platform/paging/every-row';
import { MAX_SEARCH_WORDS } from '../../../../platform/search/search-words';
import { suspensionInForce, type UserRole } from '../../domain/user.entity';
import type { AdminUserRow } from '../../infrastructure/identity-read-repository';

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

export function toAdminUserSummary(row: AdminUserRow, now: Date): AdminUserSummary {
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
