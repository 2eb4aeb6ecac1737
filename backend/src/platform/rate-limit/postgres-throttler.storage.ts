import { MikroORM } from '@mikro-orm/postgresql';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { CounterTables, countHit, msLeftOfWindow } from './window-counter';

/**
 * Fixed-window counters in PostgreSQL, so every API instance sees the same attempts.
 * A key over its limit stays blocked until its window ends.
 */
export class PostgresThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly orm: MikroORM) {}

  async increment(key: string, ttlMs: number, limit: number): Promise<ThrottlerStorageRecord> {
    const row = await countHit(this.orm.em.getKysely<CounterTables>(), key, ttlMs)
      .returning(['hits', msLeftOfWindow.as('ms_left')])
      .executeTakeFirstOrThrow();
    const secondsLeft = Math.max(1, Math.ceil(Number(row.ms_left) / 1000));
    const isBlocked = row.hits > limit;
    return { totalHits: row.hits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }
}
