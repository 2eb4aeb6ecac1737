import { IntegrationEvent } from '../../../platform/outbox/integration-event';
import type { EnforcementAction, EnforcementKind } from '../domain/enforcement-action.entity';
import { AccountSuspended, AccountSuspensionLifted, ContentRestored, ContentTakenDown, TakenDownContent } from '../public';

/** The content kind the events name for each takedown. */
const TAKEN_DOWN_CONTENT: Record<Exclude<EnforcementKind, 'suspension'>, TakenDownContent> = {
  job_takedown: 'job',
  portfolio_takedown: 'portfolio_item',
  message_removal: 'message',
};

/** What every context hears of an action: the suspension, or the content taken down. */
export function appliedEvent(action: EnforcementAction): IntegrationEvent {
  if (action.kind === 'suspension') {
    return new AccountSuspended(action.id, action.userId, action.reason, action.endsAt?.toISOString() ?? null);
  }
  return new ContentTakenDown(action.id, TAKEN_DOWN_CONTENT[action.kind], action.subjectId, action.userId, action.reason);
}

/** What every context hears when an action ends: what it hid shows again. */
export function endedEvent(action: EnforcementAction): IntegrationEvent {
  if (action.kind === 'suspension') return new AccountSuspensionLifted(action.id, action.userId);
  return new ContentRestored(action.id, TAKEN_DOWN_CONTENT[action.kind], action.subjectId, action.userId);
}
