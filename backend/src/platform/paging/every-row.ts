import { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import { KeysetColumns, keysetPage, KeysetPosition, toKeysetPage } from './keyset-page';

/** Rows a whole-history read takes per statement. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Every row of `query`, oldest first by the `columns` it names, a page of EXPORT_PAGE_SIZE at a
 * time as the caller iterates: for an answer written while it is read (a data export), so memory
 * and each statement stay bounded however long the user's history. Each page is its own statement,
 * outside any transaction; a caller that stops iterating reads no further.
 */
export async function* everyPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  columnsOf: (eb: ExpressionBuilder<DB, TB>) => KeysetColumns,
  positionOf: (row: O) => KeysetPosition,
): AsyncGenerator<O[]> {
  let cursor: string | undefined;
  do {
    const page = { limit: EXPORT_PAGE_SIZE, cursor };
    const { items, nextCursor } = toKeysetPage(await keysetPage(query, page, columnsOf, 'oldest').execute(), page, positionOf);
    if (items.length > 0) yield items;
    cursor = nextCursor ?? undefined;
  } while (cursor);
}

/** everyPage, one item at a time as `toItem` makes it from its row. */
export async function* everyRow<DB, TB extends keyof DB, O, Item>(
  query: SelectQueryBuilder<DB, TB, O>,
  columnsOf: (eb: ExpressionBuilder<DB, TB>) => KeysetColumns,
  positionOf: (row: O) => KeysetPosition,
  toItem: (row: O) => Item,
): AsyncGenerator<Item> {
  for await (const rows of everyPage(query, columnsOf, positionOf)) for (const row of rows) yield toItem(row);
}

/** A timestamp of PostgreSQL's text form (as rows read with the query builder hold it) in ISO 8601. */
export function isoTimestamp(value: string): string {
  return new Date(value).toISOString();
}

/** isoTimestamp, keeping null. */
export function isoTimestampOrNull(value: string | null): string | null {
  return value === null ? null : isoTimestamp(value);
}
