import { QueryBus } from '@nestjs/cqrs';
import { displayName, GetUserSummariesQuery, PersonView, toPersonView } from '../../identity/public';
import { GetJobTitlesQuery } from '../../jobs/public';
import type { Appeal, AppealStatus } from '../domain/appeal.entity';
import type { EnforcementAction, EnforcementKind, EnforcementStatus } from '../domain/enforcement-action.entity';
import type { AppealedAction } from '../events';
import type { AdminQueues, QueueItemFacts } from '../../../platform/admin-queues/admin-queues';

const APPEALED_ACTIONS: Record<EnforcementKind, AppealedAction> = {
  suspension: 'suspension',
  job_takedown: 'job',
  portfolio_takedown: 'portfolio_item',
  message_removal: 'message',
};

/** What the events and notices call an action's kind: the suspension, or the content it took down. */
export function appealedAction(kind: EnforcementKind): AppealedAction {
  return APPEALED_ACTIONS[kind];
}

/** An action as its subject sees it beside their appeal: what, why, when, and whether it is still in force. */
export type AppealedActionView = {
  id: string;
  kind: EnforcementKind;
  subjectId: string;
  reason: string;
  endsAt: string | null;
  status: EnforcementStatus;
  createdAt: string;
};

/** An appeal without its action. */
export type AppealSummary = {
  id: string;
  text: string;
  status: AppealStatus;
  decisionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
};

/** The appellant's view of their appeal, with the action it is of. */
export type AppealView = AppealSummary & { action: AppealedActionView };

/**
 * The latest action on content of the signed-in user's (null: none), with its appeal if any, and
 * whether they may still appeal it.
 */
export type OwnActionView = { action: AppealedActionView | null; appeal: AppealSummary | null; canAppeal: boolean };

/** What the appeals queue shows of an action: also who took it and what it answered. */
export type AdminAppealedActionView = AppealedActionView & {
  adminId: string;
  admin: PersonView | null;
  reportId: string | null;
  disputeId: string | null;
  liftedAt: string | null;
};

/**
 * An appeal in the administrators' queue: the action (kind, reason, who acted, when), what it is
 * on (subjectName: the job's title, the suspended person's name; null for a portfolio item or a
 * message, whose text is gone), the appellant and their text, and the decision once made.
 */
export type AdminAppealView = AppealSummary & {
  action: AdminAppealedActionView;
  subjectName: string | null;
  appellant: PersonView | null;
  decidedBy: PersonView | null;
  /** Who is working on it and what was decided before on the appellant. */
  queue: QueueItemFacts;
};

export function toAppealSummary(appeal: Appeal): AppealSummary {
  return {
    id: appeal.id,
    text: appeal.text,
    status: appeal.status,
    decisionReason: appeal.decisionReason,
    createdAt: appeal.createdAt.toISOString(),
    decidedAt: appeal.decidedAt?.toISOString() ?? null,
  };
}

export function toAppealedActionView(action: EnforcementAction): AppealedActionView {
  return {
    id: action.id,
    kind: action.kind,
    subjectId: action.subjectId,
    reason: action.reason,
    endsAt: action.endsAt?.toISOString() ?? null,
    status: action.status,
    createdAt: action.createdAt.toISOString(),
  };
}

export function toAppealView(appeal: Appeal, action: EnforcementAction): AppealView {
  return { ...toAppealSummary(appeal), action: toAppealedActionView(action) };
}

/** Appeals with their actions and the people named, in one query for the people and one for the job titles. */
export async function toAdminAppealViews(
  queryBus: QueryBus,
  queues: AdminQueues,
  appeals: Appeal[],
  actions: Map<string, EnforcementAction>,
): Promise<AdminAppealView[]> {
  const listed = appeals.flatMap((appeal) => {
    const action = actions.get(appeal.enforcementActionId);
    return action ? [{ appeal, action }] : [];
  });
  const [people, jobTitles] = await Promise.all([
    queryBus.execute(
      new GetUserSummariesQuery([
        ...new Set(
          listed.flatMap(({ appeal, action }) => [appeal.appellantId, action.adminId, ...(appeal.decidedBy ? [appeal.decidedBy] : [])]),
        ),
      ]),
    ),
    queryBus.execute(
      new GetJobTitlesQuery(listed.filter(({ action }) => action.kind === 'job_takedown').map(({ action }) => action.subjectId)),
    ),
  ]);
  const subjectName = (action: EnforcementAction): string | null => {
    if (action.kind === 'job_takedown') return jobTitles.get(action.subjectId) ?? null;
    const person = action.kind === 'suspension' ? people.get(action.subjectId) : undefined;
    return person ? displayName(person) : null;
  };
  const views = listed.map(({ appeal, action }) => ({
    ...toAppealSummary(appeal),
    action: {
      ...toAppealedActionView(action),
      adminId: action.adminId,
      admin: toPersonView(people.get(action.adminId)),
      reportId: action.reportId,
      disputeId: action.disputeId,
      liftedAt: action.liftedAt?.toISOString() ?? null,
    },
    subjectName: subjectName(action),
    appellant: toPersonView(people.get(appeal.appellantId)),
    decidedBy: appeal.decidedBy ? toPersonView(people.get(appeal.decidedBy)) : null,
  }));
  const appellantOf = new Map(listed.map(({ appeal }) => [appeal.id, appeal.appellantId]));
  return queues.withFacts('appeals', views, (view) => appellantOf.get(view.id) ?? null);
}
