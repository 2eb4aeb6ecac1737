import type { EntityManager, Knex } from '@mikro-orm/postgresql';

/**
 * Runs read-model SQL written with `?` placeholders as one parameterized statement: the values
 * travel apart from the text ($1, $2, … on the wire), so each query shape is one statement text to
 * PostgreSQL and nothing is escaped into SQL on our side (MikroORM's `execute` inlines escaped
 * values, which also costs every call a pass over the text). An array value is one PostgreSQL
 * array parameter: `id = any(?)`.
 */
export async function readRows<T>(em: EntityManager, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  const result: { rows: T[] } = await em.getConnection().getKnex().raw(sql, params as Knex.RawBinding[]);
  return result.rows;
}
