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
