import { DriverException } from '@mikro-orm/core';
import { DatabaseError } from 'pg';

/** PostgreSQL's SQLSTATE for unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether `error` is a unique constraint's violation, of `constraint` when named: a statement sent
 * through Kysely fails with pg's error, one through the ORM with its exception, which carries the
 * same fields.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && (constraint === undefined || violated === constraint);
}

/**
 * Whether `error` is PostgreSQL's class 22, a data exception (a malformed or out-of-range value),
 * raised through the ORM or straight from pg as Kysely raises it.
 */
export function isDataException(error: unknown): boolean {
  if (!(error instanceof DriverException) && !(error instanceof DatabaseError)) return false;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && code.startsWith('22');
}
