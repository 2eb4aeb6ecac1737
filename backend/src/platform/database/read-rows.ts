import type { EntityManager } from '@mikro-orm/postgresql';

type PgConnection = { query<T>(text: string, values: readonly unknown[]): Promise<{ rows: T[] }> };

/**
 * Runs read-model SQL written with `?` placeholders (every `?` is one) as a parameterized
 * statement on a connection of the application's pool: the values travel apart from the text
 * ($1, $2, … on the wire), so each query shape is one statement text to PostgreSQL and nothing is
 * escaped into SQL on our side. MikroORM's `execute` inlines escaped values into the text instead,
 * and knex's query runner adds a layer of promises per statement that a read page, run for every
 * search, does not need. An array value is one PostgreSQL array parameter: `id = any(?)`.
 * It takes a connection of its own: never call it while holding a transaction (the embedded
 * database has one connection).
 */
export async function readRows<T>(em: EntityManager, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  const { client } = em.getConnection().getKnex();
  const connection: PgConnection = await client.acquireConnection();
  try {
    const result = await connection.query<T>(client.positionBindings(sql), params);
    return result.rows;
  } finally {
    await client.releaseConnection(connection);
  }
}
