import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AliasableExpression, Expression, ExpressionBuilder, expressionBuilder, SqlBool } from 'kysely';
import type { Tables, Timestamp } from '../database/tables';
import { KeysetOrder, keysetPage, Page, PageRequest, toKeysetPage } from './keyset-page';

/** The tables an entity page reads: keyed by a uuid `id`, stamped with `created_at`. */
export type PagedTable = { [T in keyof Tables]: Tables[T] extends { id: string; created_at: Timestamp } ? T : never }[keyof Tables];

export type EntityPageOptions = {
  /** The timestamp the list is ordered by; `created_at` when absent. */
  orderedBy?: AliasableExpression<string>;
  /** Newest first when absent. */
  order?: KeysetOrder;
  /** Relations loaded with the entities. */
  populate?: readonly string[];
};

/**
 * One page of an entity's rows, ordered by a timestamp, then `id`: the keys of the page in one
 * statement (the rows of `table`, the entity's, that `where` keeps), then the entities in a
 * second, whatever the page's size.
 */
export async function findEntityPage<T extends { id: string }, TB extends PagedTable>(
  em: EntityManager,
  entity: EntityName<T>,
  table: TB,
  where: (eb: ExpressionBuilder<Tables, TB>) => Expression<SqlBool>,
  page: PageRequest,
  options: EntityPageOptions = {},
): Promise<Page<T>> {
  // Every PagedTable has `id` and `created_at`; the compiler cannot follow that through the union.
  const rows = em.getKysely<Tables>().selectFrom(table as PagedTable);
  const eb = expressionBuilder(rows);
  const at = options.orderedBy ?? eb.ref('created_at');
  const keys = await keysetPage(
    rows.where(where as (eb: ExpressionBuilder<Tables, PagedTable>) => Expression<SqlBool>).select([eb.ref('id').as('id'), at.as('at')]),
    page,
    () => ({ at, id: eb.ref('id') }),
    options.order,
  ).execute();
  const { items, nextCursor } = toKeysetPage(keys, page, (key) => ({ at: key.at, id: key.id }));
  if (items.length === 0) return { items: [], nextCursor };
  const found = new Map(
    (await em.fork().find(entity, { id: { $in: items.map((key) => key.id) } } as never, { populate: options.populate } as never)).map(
      (row) => [row.id, row] as const,
    ),
  );
  return { items: items.flatMap((key) => found.get(key.id) ?? []), nextCursor };
}
