import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { readRows } from '../database/read-rows';
import { KeysetOrder, keysetPage, Page, PageRequest, toKeysetPage } from './keyset-page';

export type EntityPageOptions = {
  /** The timestamp the list is ordered by: SQL on the entity's table; `created_at` when absent. */
  orderedBy?: string;
  /** Newest first when absent. */
  order?: KeysetOrder;
  /** Relations loaded with the entities. */
  populate?: readonly string[];
};

/**
 * One page of an entity's rows, ordered by a timestamp, then `id`: the keys of the page
 * in one statement (the timestamp as PostgreSQL prints it, so the cursor is exact to the
 * microsecond), then the entities in a second, whatever the page's size. `where` is SQL on the
 * entity's table with `?` for each of `params`.
 */
export async function findEntityPage<T extends { id: string }>(
  em: EntityManager,
  entity: EntityName<T>,
  filter: { where: string; params: unknown[] },
  page: PageRequest,
  options: EntityPageOptions = {},
): Promise<Page<T>> {
  const table = em.getMetadata().get<T>(entity).tableName;
  const orderedBy = options.orderedBy ?? 'created_at';
  const keyset = keysetPage(page, { at: orderedBy, id: 'id' }, options.order);
  const keys = await readRows<{ id: string; at: string }>(
    em,
    `select id, (${orderedBy})::text as at from ${table} where (${filter.where}) and ${keyset.where} ${keyset.orderAndLimit}`,
    [...filter.params, ...keyset.whereParams, ...keyset.limitParams],
  );
  const { items, nextCursor } = toKeysetPage(keys, page, (key) => ({ at: key.at, id: key.id }));
  if (items.length === 0) return { items: [], nextCursor };
  const found = new Map(
    (await em.fork().find(entity, { id: { $in: items.map((key) => key.id) } } as never, { populate: options.populate } as never)).map(
      (row) => [row.id, row] as const,
    ),
  );
  return { items: items.flatMap((key) => found.get(key.id) ?? []), nextCursor };
}
