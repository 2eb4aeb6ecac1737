import type { UserSummary } from '../../identity/public';
import type { EnforcementKind, EnforcementStatus } from '../domain/enforcement-action.entity';
import type { ActionTakenRow } from '../infrastructure/moderation-read-repository';
import type { EnforcedUserView } from './enforcement-view';

/** An enforcement action as the card of the report or dispute it was taken on lists it. */
export type ActionTakenView = {
  id: string;
  kind: EnforcementKind;
  status: EnforcementStatus;
  /** The account, post, item or message it was taken on. */
  subjectId: string;
  createdAt: string;
  /** When a timed suspension ends. */
  endsAt: string | null;
  /** When it was lifted or expired. */
  liftedAt: string | null;
  /** The administrator who took it. */
  admin: EnforcedUserView;
};

/** Who took an action, as the lists name people (an administrator's row outlives their role). */
function adminOf(adminId: string, people: Map<string, UserSummary>): EnforcedUserView {
  const person = people.get(adminId);
  return { id: adminId, firstName: person?.firstName ?? '', lastName: person?.lastName ?? '', username: person?.username ?? null };
}

export function toActionTakenViews(rows: readonly ActionTakenRow[] | undefined, people: Map<string, UserSummary>): ActionTakenView[] {
  return (rows ?? []).map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    subjectId: row.subjectId,
    createdAt: new Date(row.createdAt).toISOString(),
    endsAt: row.endsAt === null ? null : new Date(row.endsAt).toISOString(),
    liftedAt: row.liftedAt === null ? null : new Date(row.liftedAt).toISOString(),
    admin: adminOf(row.adminId, people),
  }));
}
