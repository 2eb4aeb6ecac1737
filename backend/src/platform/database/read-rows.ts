import type { EntityManager } from '@mikro-orm/postgresql';

type PgConnection = {
  query<T>(text: string, values: readonly unknown[], callback: (error: Error | null, result: { rows: T[] }) => void): void;
};

/**
 * pg's query with a callback, wrapped in one promise. pg's promise form assigns a new arrow
 * function to a property of each query (`query.callback = …`), which V8 allocates in old space;
 * it then keeps the query's young closure (its rows among them) alive through every scavenge.
 */
function query<T>(connection: PgConnection, text: string, values: readonly unknown[]): Promise<T[]> {
  return new Promise((resolve, reject) => {
    connection.query<T>(text, values, (error, result) => (error ? reject(error) : resolve(result.rows)));
  });
}

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
    return await query<T>(connection, client.positionBindings(sql), params);
  } finally {
    await client.releaseConnection(connection);
  }
}
