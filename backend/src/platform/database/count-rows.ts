import { ExpressionBuilder, ExpressionWrapper } from 'kysely';

/**
 * `count(*)` as a number: PostgreSQL's count is a bigint, which pg hands over as a string (it may
 * not fit a number); a count of rows the application reads does.
 */
export function countRows<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>): ExpressionWrapper<DB, TB, number> {
  return eb.cast<number>(eb.fn.countAll(), 'integer');
}
