import type { Pool, PoolClient, QueryResult } from 'pg';

type QueryWithCallback = (text: string, values: unknown[], callback: (error: Error | null, result: QueryResult) => void) => void;

/**
 * Makes each pooled client run Kysely's statements through pg's callback form, wrapped in one
 * promise of ours, and hands clients out the same way. pg's promise forms assign a new function to
 * a property per call (`query.callback = (err, res) => …` in Client.query, and pg-pool's
 * `promisify`), which V8 allocates in old space; it then keeps the call's young closure (the
 * statement's rows, the request's context) alive through every scavenge (decision 0014).
 * Installed on the pool MikroORM creates (`onPoolCreated`); other call shapes are left as they are.
 */
export function runQueriesWithCallbacks(pool: Pool): void {
  const connect = pool.connect.bind(pool) as (callback: (error: Error | undefined, client: PoolClient | undefined) => void) => void;
  Object.defineProperty(pool, 'connect', {
    value: (callback?: unknown) => {
      if (typeof callback === 'function') return connect(callback as never);
      return new Promise<PoolClient>((resolve, reject) =>
        connect((error, client) => (error ? reject(error) : resolve(client as PoolClient))),
      );
    },
  });
  pool.on('connect', (client) => {
    // pg's own query, looked up per call (so a spy on Client.prototype.query still sees every statement).
    const query = ((...args: unknown[]) =>
      (Object.getPrototypeOf(client) as PoolClient).query.apply(client, args as never)) as QueryWithCallback &
      ((...args: unknown[]) => unknown);
    Object.defineProperty(client, 'query', {
      value: (...args: unknown[]) => {
        const [text, values] = args;
        if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values)) return query(...args);
        return new Promise<QueryResult>((resolve, reject) =>
          query(text, values, (error, result) => (error ? reject(error) : resolve(result))),
        );
      },
    });
  });
}
