import { MikroORM } from '@mikro-orm/core';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';

/**
 * Fixed-window counters in PostgreSQL, so every API instance sees the same attempts.
 * A key over its limit stays blocked until its window ends.
 */
export class PostgresThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly orm: MikroORM) {}

  async increment(key: string, ttlMs: number, limit: number): Promise<ThrottlerStorageRecord> {
    const [row] = await this.orm.em.getConnection().execute<{ hits: number; ms_left: string }[]>(
      `insert into rate_limit_counters as c (key, hits, window_ends_at)
       values (?, 1, now() + make_interval(secs => ? / 1000.0))
       on conflict (key) do update set
         hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
         window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
       returning hits, extract(epoch from (window_ends_at - now())) * 1000 as ms_left`,
      [key, ttlMs],
    );
    const secondsLeft = Math.max(1, Math.ceil(Number(row.ms_left) / 1000));
    const isBlocked = row.hits > limit;
    return { totalHits: row.hits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }
}
