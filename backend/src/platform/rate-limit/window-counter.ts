import { Kysely, sql } from 'kysely';
import { secondsFromNow } from '../database/seconds-from-now';
import type { Tables } from '../database/tables';

export type CounterTables = Pick<Tables, 'rate_limit_counters'>;

/** The milliseconds left of a counter's window, in the database's own clock (extract(epoch from …) has no builder form). */
export const msLeftOfWindow = sql<string>`extract(epoch from (window_ends_at - now())) * 1000`;

/** One hit to count: the counter's key and the length of its fixed window. */
export type CounterHit = { key: string; ttlMs: number };

/**
 * Counts one hit of each key in its fixed window (a new window once the last has ended), all in
 * one statement, so every instance sees the same counts. With `upTo`, a window already holding
 * that many hits is left as it is and returns no row: the hit was refused. The keys must differ.
 */
export function countHits(db: Kysely<CounterTables>, counted: readonly CounterHit[], upTo?: number) {
  return db
    .insertInto('rate_limit_counters')
    .values((eb) => counted.map(({ key, ttlMs }) => ({ key, hits: 1, window_ends_at: secondsFromNow(eb, ttlMs / 1000) })))
    .onConflict((conflict) => {
      const counting = conflict.column('key').doUpdateSet((eb) => {
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
      });
      if (upTo === undefined) return counting;
      return counting.where((eb) =>
        eb.or([eb('rate_limit_counters.window_ends_at', '<=', eb.fn<string>('now')), eb('rate_limit_counters.hits', '<', upTo)]),
      );
    });
}
