import { MikroORM } from '@mikro-orm/postgresql';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { sql } from 'kysely';
import { secondsFromNow } from '../database/seconds-from-now';
import type { Tables } from '../database/tables';

/**
 * Fixed-window counters in PostgreSQL, so every API instance sees the same attempts.
 * A key over its limit stays blocked until its window ends.
 */
export class PostgresThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly orm: MikroORM) {}

  async increment(key: string, ttlMs: number, limit: number): Promise<ThrottlerStorageRecord> {
    const row = await this.orm.em
      .getKysely<Pick<Tables, 'rate_limit_counters'>>()
      .insertInto('rate_limit_counters')
      .values((eb) => ({ key, hits: 1, window_ends_at: secondsFromNow(eb, ttlMs / 1000) }))
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => {
          const windowOver = eb('rate_limit_counters.window_ends_at', '<=', eb.fn<string>('now'));
          return {
            hits: eb
              .case()
              .when(windowOver)
              .then(1)
              .else(eb('rate_limit_counters.hits', '+', 1))
              .end(),
            window_ends_at: eb
              .case()
              .when(windowOver)
              .then(eb.ref('excluded.window_ends_at'))
              .else(eb.ref('rate_limit_counters.window_ends_at'))
              .end(),
          };
        }),
      )
      // extract(epoch from …) has no builder form: the window's rest in the database's own clock.
      .returning(['hits', sql<string>`extract(epoch from (window_ends_at - now())) * 1000`.as('ms_left')])
      .executeTakeFirstOrThrow();
    const secondsLeft = Math.max(1, Math.ceil(Number(row.ms_left) / 1000));
    const isBlocked = row.hits > limit;
    return { totalHits: row.hits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }
}
