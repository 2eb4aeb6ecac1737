import { QueryBus } from '@nestjs/cqrs';
import { GetUserSummariesQuery } from '../../identity/public';
import type { EnforcementAction, EnforcementKind, EnforcementStatus } from '../domain/enforcement-action.entity';

/** Whose account or content an action is on, as the administrators' lists name them. */
export type EnforcedUserView = { id: string; firstName: string; lastName: string; username: string | null };

export type EnforcementActionView = {
  id: string;
  kind: EnforcementKind;
  subjectId: string;
  userId: string;
  reason: string;
  endsAt: string | null;
  reportId: string | null;
  disputeId: string | null;
  adminId: string;
  status: EnforcementStatus;
  createdAt: string;
  liftedAt: string | null;
  liftedBy: string | null;
  liftReason: string | null;
  user: EnforcedUserView;
};

/** Actions with the people they are on, in one query. */
export async function toEnforcementActionViews(queryBus: QueryBus, actions: EnforcementAction[]): Promise<EnforcementActionView[]> {
  const people = await queryBus.execute(new GetUserSummariesQuery(actions.map((action) => action.userId)));
  return actions.map((action) => {
    const person = people.get(action.userId);
    return {
      id: action.id,
      kind: action.kind,
      subjectId: action.subjectId,
      userId: action.userId,
      reason: action.reason,
      endsAt: action.endsAt?.toISOString() ?? null,
      reportId: action.reportId,
      disputeId: action.disputeId,
      adminId: action.adminId,
      status: action.status,
      createdAt: action.createdAt.toISOString(),
      liftedAt: action.liftedAt?.toISOString() ?? null,
      liftedBy: action.liftedBy,
      liftReason: action.liftReason,
      // A deleted account keeps its (anonymised) row, so the person is always there.
      user: {
        id: action.userId,
        firstName: person?.firstName ?? '',
        lastName: person?.lastName ?? '',
        username: person?.username ?? null,
      },
    };
  });
}
