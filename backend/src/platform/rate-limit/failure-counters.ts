import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { CounterTables, countHits, msLeftOfWindow } from './window-counter';

/** An attempt that took its place in a window (given back by its window's end), or the seconds until the window ends. */
export type FailureReservation = { taken: true; windowEndsAt: string } | { taken: false; retryAfterSeconds: number };

/**
 * The counters of the failure limits, in rate_limit_counters with the per-call ones (fixed windows
 * in the database's clock, shared by every instance). An attempt takes its place before it runs,
 * in one statement that refuses it when the window is full, and gives it back if it was no failure.
 */
@Injectable()
export class FailureCounters {
  constructor(private readonly orm: MikroORM) {}

  private db() {
    return this.orm.em.fork().getKysely<CounterTables>();
  }

  async reserve(key: string, limit: number, ttlMs: number): Promise<FailureReservation> {
    const row = await countHits(this.db(), [{ key, ttlMs }], limit)
      // As text, to the microsecond: giveBack finds the same window by it.
      .returning(sql<string>`window_ends_at::text`.as('window_ends_at'))
      .executeTakeFirst();
    if (row) return { taken: true, windowEndsAt: row.window_ends_at };
    const full = await this.db()
      .selectFrom('rate_limit_counters')
      .select(msLeftOfWindow.as('ms_left'))
      .where('key', '=', key)
      .executeTakeFirst();
    return { taken: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(full?.ms_left ?? 1000) / 1000)) };
  }

  /** Gives back an attempt that was no failure, unless its window has ended (a new window owes it nothing). */
  async giveBack(key: string, windowEndsAt: string): Promise<void> {
    await this.db()
      .updateTable('rate_limit_counters')
      .set((eb) => ({ hits: eb.fn<number>('greatest', [eb('hits', '-', 1), eb.lit(0)]) }))
      .where('key', '=', key)
      .where('window_ends_at', '=', sql<string>`${windowEndsAt}::timestamptz`)
      .execute();
  }
}
