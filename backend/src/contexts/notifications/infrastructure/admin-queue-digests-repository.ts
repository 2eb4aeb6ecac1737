import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { NotificationsTables } from './notifications-read-repository';

/**
 * Each administrator's schedule of digests of new work (decision 0068): one row per administrator
 * who was ever scheduled one, with when the pending digest is due (null: none pending) and when
 * the last one was taken off the schedule.
 */
@Injectable()
export class AdminQueueDigestsRepository {
  /**
   * Schedules a digest for each administrator who has none pending, due at `dueAt` but not before
   * `windowMs` after their last one; an administrator with one pending keeps it, and the new item
   * joins it. In the delivery's transaction; rows in one order, so two deliveries never deadlock.
   */
  async schedule(em: EntityManager, adminIds: readonly string[], dueAt: Date, windowMs: number): Promise<void> {
    if (adminIds.length === 0) return;
    const ids = [...new Set(adminIds)].sort();
    await em
      .getKysely<NotificationsTables>()
      .insertInto('admin_queue_digests')
      .values(ids.map((id) => ({ admin_id: id, due_at: dueAt })))
      .onConflict((conflict) =>
        conflict
          .column('admin_id')
          .doUpdateSet((eb) => ({
            // greatest ignores a null: an administrator whose last digest is unknown is due at dueAt.
            due_at: sql<Date>`greatest(${eb.ref('excluded.due_at')}, ${eb.ref('admin_queue_digests.last_due_at')} + make_interval(secs => ${windowMs / 1000}))`,
          }))
          .where('admin_queue_digests.due_at', 'is', null),
      )
      .execute();
  }

  /**
   * Takes every digest due by `now` off the schedule and returns whose: the rows are locked and
   * skipped by any other instance doing the same at once, so each digest is taken once. In the
   * caller's transaction, which records the digests' events.
   */
  async takeDue(em: EntityManager, now: Date, limit: number): Promise<string[]> {
    const rows = await em
      .getKysely<NotificationsTables>()
      .updateTable('admin_queue_digests')
      .set({ due_at: null, last_due_at: now })
      .where('admin_id', 'in', (eb) =>
        eb
          .selectFrom('admin_queue_digests')
          .select('admin_id')
          .where('due_at', '<=', now.toISOString())
          .orderBy('admin_id')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returning('admin_id')
      .execute();
    return rows.map((row) => row.admin_id).sort();
  }

  /** The administrator's schedule goes (their account was deleted). */
  async removeOf(em: EntityManager, adminId: string): Promise<void> {
    await em.getKysely<NotificationsTables>().deleteFrom('admin_queue_digests').where('admin_id', '=', adminId).execute();
  }
}
