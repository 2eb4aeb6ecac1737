import { ExpressionBuilder } from 'kysely';

/**
 * The database's now() plus `seconds` (fractions allowed), as a timestamptz: the clock every
 * instance shares. make_interval's arguments are years, months, weeks, days, hours, minutes, seconds.
 */
export function secondsFromNow<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, seconds: number) {
  const interval = eb.fn<string>('make_interval', [eb.lit(0), eb.lit(0), eb.lit(0), eb.lit(0), eb.lit(0), eb.lit(0), eb.val(seconds)]);
  return eb(eb.fn<string>('now'), '+', interval);
}
