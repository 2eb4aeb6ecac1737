import { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../../platform/outbox/outbox';
import { WorkerStanding, WorkerStandingChanged } from '../events';

/** How an account with this role, badge and deletion counts among the workers (WorkerStanding). */
export function workerStanding(account: { role: string; isVerified: boolean; deletedAt: Date | string | null }): WorkerStanding {
  if (account.role !== 'freelancer' || account.deletedAt) return 'none';
  return account.isVerified ? 'verified_worker' : 'worker';
}

/** Records WorkerStandingChanged in the unit of work of the change, when the standing did change. */
export function recordStandingChange(em: EntityManager, userId: string, before: WorkerStanding, after: WorkerStanding): void {
  if (before !== after) recordEvent(em, new WorkerStandingChanged(userId, before, after));
}
