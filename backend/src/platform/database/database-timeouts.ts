import { Client, ClientConfig } from 'pg';
import type { AppConfig } from '../../config/app-config';

/**
 * How long a connection to a PostgreSQL server may keep the application waiting (decision 0054).
 * A server that refuses is noticed at once; one that hangs (a network partition: no answer, no
 * reset) only by a clock, so every wait has one.
 */
export type DatabaseTimeouts = {
  /** Waiting for a connection: a free one of the pool, or a new one opening (DATABASE_CONNECT_TIMEOUT_MS). */
  connectMs: number;
  /** The longest statement the server runs (statement_timeout); 0: no limit (DATABASE_STATEMENT_TIMEOUT_MS). */
  statementMs: number;
};

/** Migrations and tooling: statements as long as they take, connecting as patiently as before. */
export const UNBOUNDED_STATEMENTS: DatabaseTimeouts = { connectMs: 60_000, statementMs: 0 };

/**
 * How much longer than the statement timeout the client waits for an answer. The server cancels a
 * slow statement itself and says so; silence past this means the connection is lost.
 */
const ANSWER_MARGIN_MS = 1_000;

/** Milliseconds of silence before TCP keepalive probes a connection (then 10 probes a second apart, libuv's). */
const KEEPALIVE_IDLE_MS = 10_000;

/**
 * A transaction left idle this long is ended by the server: one whose client was cut off by a
 * partition would otherwise hold its locks until the server's own keepalive gave up (hours).
 * Nothing in the application keeps a transaction open while it does other slow work.
 */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

export function databaseTimeouts(config: AppConfig): DatabaseTimeouts {
  return { connectMs: config.DATABASE_CONNECT_TIMEOUT_MS, statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS };
}

/**
 * The pg settings of every connection to a server: TCP keepalive (a dead peer of an idle connection
 * is noticed in about 20 s), a bound on opening it, and, unless statements are unbounded, the
 * server's statement and idle-in-transaction timeouts plus the client's own read timeout for when
 * the server cannot even say it cancelled (query_timeout; DiscardingClient then closes the connection).
 */
export function connectionSettings(timeouts: DatabaseTimeouts): ClientConfig {
  const settings: ClientConfig = {
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_IDLE_MS,
    connectionTimeoutMillis: timeouts.connectMs,
  };
  if (timeouts.statementMs === 0) return settings;
  return {
    ...settings,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: Math.max(IDLE_IN_TRANSACTION_TIMEOUT_MS, timeouts.statementMs),
    query_timeout: timeouts.statementMs + ANSWER_MARGIN_MS,
  };
}

/** The pg settings of a connection of its own (a LISTEN connection) to the application's database. */
export function listenerConfig(connection: { url: string; timeouts?: DatabaseTimeouts }): ClientConfig {
  return { connectionString: connection.url, ...connectionSettings(connection.timeouts ?? UNBOUNDED_STATEMENTS) };
}

/** pg's message when query_timeout ran out. */
const READ_TIMEOUT = 'Query read timeout';

type Callback = (error: Error | null | undefined, result?: unknown) => void;

/** The socket under a pg client, which pg does not expose. */
function socketOf(client: Client): { destroy(error?: Error): void } | undefined {
  return (client as unknown as { connection?: { stream?: { destroy(error?: Error): void } } }).connection?.stream;
}

/**
 * A pg client that closes its connection once a query's read timeout ran out. pg answers the caller
 * with the timeout but leaves the connection as it was, its query still waiting for an answer: back
 * in the pool, the next request would queue behind it, and after the partition heals the frozen
 * socket would still be handed out. Closed, it fails whatever else waits on it at once (a rollback
 * after the failed statement), emits 'error' (a LISTEN connection's cue to open another), and the
 * pool drops it when it is released.
 */
export class DiscardingClient extends Client {
  override query(...args: unknown[]): never {
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: Error | null | undefined, result?: unknown) => {
        if (error?.message === READ_TIMEOUT) this.discard(error);
        (last as Callback)(error, result);
      };
      return (Client.prototype.query as (...rest: unknown[]) => never).apply(this, args);
    }
    const result = (Client.prototype.query as (...rest: unknown[]) => unknown).apply(this, args);
    if (!(result instanceof Promise)) return result as never;
    return result.catch((error: unknown) => {
      if (error instanceof Error && error.message === READ_TIMEOUT) this.discard(error);
      throw error;
    }) as never;
  }

  private discard(cause: Error): void {
    socketOf(this)?.destroy(new Error('Connection closed: the database did not answer in time', { cause }));
  }
}

/**
 * Ends a dedicated client (a LISTEN connection) politely, or, when the server does not acknowledge
 * within `withinMs` (it hangs), by closing its socket: shutting down never waits on a partition.
 */
export async function endClient(client: Client, withinMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), withinMs);
    timer.unref();
  });
  const outcome = await Promise.race([client.end().catch(() => undefined), late]);
  clearTimeout(timer);
  if (outcome === 'late') socketOf(client)?.destroy();
}

/** Milliseconds between probes of a LISTEN connection. */
const LISTENER_PROBE_INTERVAL_MS = 10_000;

/** The probe, named so statement counts and logs tell it from a request's statements (they leave out LISTEN traffic). */
export const LISTENER_PROBE = 'select 1 /* probe of a LISTEN connection */';

/**
 * Asks a LISTEN connection a trivial question every LISTENER_PROBE_INTERVAL_MS while it is open.
 * Idle, it would never notice a database that hangs behind something that still acknowledges its
 * packets (a proxy, a load balancer); with a read timeout, an unanswered probe closes it
 * (DiscardingClient) and its owner's 'error' handler opens another.
 */
export function probeWhileOpen(client: Client): void {
  // One probe at a time: without a read timeout (statements unbounded) an unanswered one never ends.
  let probing = false;
  const timer = setInterval(() => {
    if (probing) return;
    probing = true;
    client
      .query(LISTENER_PROBE)
      .catch(() => undefined)
      .finally(() => (probing = false));
  }, LISTENER_PROBE_INTERVAL_MS);
  timer.unref();
  client.once('end', () => clearInterval(timer));
}
