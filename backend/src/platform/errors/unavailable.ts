import { ConnectionException } from '@mikro-orm/core';

/** Seconds a client is asked to wait (Retry-After) when a service the request needs cannot be reached. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Socket failures of a connection to the database or the object storage. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that is going away, not there yet or too slow to answer:
 * class 08 (connection exception), 57P01-57P03 (shut down, crashed, starting up), 53300 (no
 * connection slot free), 57014 (a statement cancelled, by the statement timeout among others) and
 * 25P03 (a session ended by the idle-in-transaction timeout).
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') ||
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' ||
    code === '53300' ||
    code === '57014' ||
    code === '25P03'
  );
}

/**
 * pg's own errors for a connection that broke, never opened or stopped answering (query_timeout,
 * and the connection DiscardingClient then closes), or for a wait for a free pooled connection that
 * ran out (pg-pool's connectionTimeoutMillis); they carry no code.
 */
const CONNECTION_LOST =
  /^(Connection terminated|Connection ended unexpectedly|Connection closed: the database did not answer|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout|timeout expired|timeout exceeded when trying to connect)/;

type ErrorFacts = { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };

/**
 * Whether the error means a service the request needs (the database, the object storage) cannot
 * be reached right now, rather than that the request or the code is wrong: the answer is a 503
 * the client may retry, not a 500. Read by shape, not instanceof Error: Node's socket errors may
 * come from another realm's Error.
 */
export function isServiceUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  if (error instanceof ConnectionException) return true;
  const { code, message, errors, cause } = error as ErrorFacts;
  if (typeof code === 'string' && (NETWORK_ERROR_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))) {
    return true;
  }
  // MikroORM prefixes pg's message with the statement; the cause is at its end.
  if (typeof message === 'string' && CONNECTION_LOST.test(message.split(' - ').at(-1) ?? '')) return true;
  // AggregateError: one connection attempt per address of the host.
  if (Array.isArray(errors)) return errors.some((inner) => isServiceUnreachable(inner, depth + 1));
  return isServiceUnreachable(cause, depth + 1);
}
