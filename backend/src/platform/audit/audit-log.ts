import { EntityManager } from '@mikro-orm/postgresql';
import { AdminAction } from './admin-action.entity';

export type AdminActionRecord = Omit<AdminAction, 'id'>;

/**
 * Records an administrator's action in the unit of work of the change itself: the log has the
 * action exactly when the change committed.
 */
export function recordAdminAction(em: EntityManager, record: AdminActionRecord): void {
  em.persist(new AdminAction(record));
}
