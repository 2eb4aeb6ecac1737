import { Expression, RawBuilder, sql } from 'kysely';

/**
 * A timestamptz as fixed-width UTC ISO 8601 text to the microsecond (2026-11-28T10:00:00.123456Z):
 * strings of it compare as the times do, and PostgreSQL reads one back to the same microsecond,
 * which a JavaScript Date (milliseconds) would lose.
 */
export function utcTimestampText(timestamp: Expression<string | null>): RawBuilder<string> {
  return sql<string>`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
