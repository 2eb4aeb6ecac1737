import { Expression, ExpressionBuilder } from 'kysely';

/**
 * `= any($1)` with the list as one array parameter, for `column = anyOf(eb, values)`: one statement
 * text whatever the list's length (a prepared plan and pg_stat_statements see one shape), and an
 * empty list matches nothing instead of being the invalid `in ()`.
 */
export function anyOf<DB, TB extends keyof DB, T extends string>(eb: ExpressionBuilder<DB, TB>, values: readonly T[]): Expression<T> {
  return eb.fn.any(eb.val(values as T[]));
}
