import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { recordAdminAction } from '../../../platform/audit/audit-log';
import { recordEvent } from '../../../platform/outbox/outbox';
import { Appeal } from '../domain/appeal.entity';
import { ENFORCEMENT_SUBJECT_TYPES, EnforcementAction } from '../domain/enforcement-action.entity';
import { endedEvent } from './enforcement-events';
import { recordQueueItemChange } from '../../../platform/admin-queues/admin-queue';

/**
 * Lifts an action in the caller's transaction, the one way every lift goes (an administrator's,
 * or an appeal's, decision 0065): the lift, its audit entry and the event every context restores
 * from. A lift that is no appeal's decision closes the action's pending appeal as lifted, with the
 * lift's reason. The caller holds the action's row (PESSIMISTIC_WRITE).
 */
export async function liftAction(
  em: EntityManager,
  action: EnforcementAction,
  lift: { adminId: string; reason: string; now: Date; onAppeal?: boolean },
): Promise<void> {
  action.lift(lift.adminId, lift.reason, lift.now, lift.onAppeal);
  recordAdminAction(em, {
    adminId: lift.adminId,
    action: 'enforcement.lifted',
    subjectType: ENFORCEMENT_SUBJECT_TYPES[action.kind],
    subjectId: action.subjectId,
    personId: action.userId,
    before: { enforcementActionId: action.id, kind: action.kind, status: 'active' },
    after: { enforcementActionId: action.id, kind: action.kind, status: action.status, liftReason: lift.reason },
    createdAt: lift.now,
  });
  recordEvent(em, endedEvent(action));
  if (!lift.onAppeal) await closePendingAppeal(em, action.id, lift.adminId, lift.reason, lift.now);
}

/**
 * The action ended before its appeal was decided (lifted directly, or a timed suspension at its
 * end): the appeal has what it asked for and leaves the queue, closed as lifted with why.
 */
export async function closePendingAppeal(
  em: EntityManager,
  actionId: string,
  liftedBy: string | null,
  reason: string,
  now: Date,
): Promise<void> {
  const appeal = await em.findOne(Appeal, { enforcementActionId: actionId, status: 'pending' }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!appeal) return;
  appeal.closeWithAction(liftedBy, reason, now);
  // Out of the queue without a decision of its own: whoever held it has nothing left to decide.
  recordQueueItemChange(em, 'appeals', appeal.id, appeal.appellantId, 'decided', liftedBy);
}
