import { MikroORM } from '@mikro-orm/postgresql';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { CounterHit, CounterTables, countHits, msLeftOfWindow } from './window-counter';

/** A limit a request counts against: its counter, and how many hits its window allows. */
export type LimitHit = CounterHit & { limit: number };

/** What a counted hit found: past its limit or not, and the seconds left of its window. */
export type CountedHit = LimitHit & { hits: number; secondsLeft: number; isBlocked: boolean };

/**
 * Fixed-window counters in PostgreSQL, so every API instance sees the same attempts.
 * A key over its limit stays blocked until its window ends.
 */
export class PostgresThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly orm: MikroORM) {}

  /** Every limit of one request counted in one statement; the answers in the order asked. */
  async countAll(limits: readonly LimitHit[]): Promise<CountedHit[]> {
    if (limits.length === 0) return [];
    const rows = await countHits(this.orm.em.getKysely<CounterTables>(), limits)
      .returning(['key', 'hits', msLeftOfWindow.as('ms_left')])
      .execute();
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return limits.map((limit) => {
      const row = byKey.get(limit.key)!;
      return {
        ...limit,
        hits: row.hits,
        secondsLeft: Math.max(1, Math.ceil(Number(row.ms_left) / 1000)),
        isBlocked: row.hits > limit.limit,
      };
    });
  }

  async increment(key: string, ttlMs: number, limit: number): Promise<ThrottlerStorageRecord> {
    const [counted] = await this.countAll([{ key, ttlMs, limit }]);
    const timeToExpire = counted.secondsLeft;
    return { totalHits: counted.hits, timeToExpire, isBlocked: counted.isBlocked, timeToBlockExpire: counted.isBlocked ? timeToExpire : 0 };
  }
}
