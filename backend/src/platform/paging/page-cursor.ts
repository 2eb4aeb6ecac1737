import { DomainError } from '../errors/domain-error';

/*
 * A page cursor is the position of a page's last row in its list's order, as a JSON array in
 * base64url: opaque to clients, and read back only as a key this API could have written, so
 * nothing else reaches SQL. Every paged list, keyset by time or ordered otherwise, uses this one
 * codec and answers a cursor it cannot read with one error.
 */

export class InvalidPageCursor extends DomainError {
  constructor() {
    super('PAGING.INVALID_CURSOR', 'The cursor is not valid for this list', 'invalid');
  }
}

/** A check of one field of a cursor's key. */
export type CursorField<T> = (value: unknown) => value is T;

export function encodePageCursor(key: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** Reads a cursor back as the key its fields describe, or throws InvalidPageCursor. */
export function decodePageCursor<Key extends unknown[]>(cursor: string, fields: { [I in keyof Key]: CursorField<Key[I]> }): Key {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidPageCursor();
  }
  const checks = fields as CursorField<unknown>[];
  if (!Array.isArray(decoded) || decoded.length !== checks.length) throw new InvalidPageCursor();
  if (!checks.every((check, index) => check(decoded[index]))) throw new InvalidPageCursor();
  return decoded as Key;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const uuidField: CursorField<string> = (value): value is string => typeof value === 'string' && UUID.test(value);

/** An integer from min to max, both included. */
export function integerField(min: number, max: number): CursorField<number> {
  return (value): value is number => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
}

/** timestamptz as PostgreSQL prints it (DateStyle ISO), the only form a keyset cursor holds. */
const POSTGRES_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-])(\d{2})(?::(\d{2})(?::(\d{2}))?)?$/;

/** A real instant in PostgreSQL's printed form: a day the calendar has, a time of day, a real offset. */
export function isPostgresTimestamp(text: string): boolean {
  const parts = POSTGRES_TIMESTAMP.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number);
  const [offsetHours, offsetMinutes, offsetSeconds] = parts.slice(9, 12).map((part) => Number(part ?? 0));
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    calendarDay.getUTCFullYear() === year &&
    calendarDay.getUTCMonth() === month - 1 &&
    calendarDay.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHours <= 15 &&
    offsetMinutes < 60 &&
    offsetSeconds < 60
  );
}

export const postgresTimestampField: CursorField<string> = (value): value is string =>
  typeof value === 'string' && isPostgresTimestamp(value);
