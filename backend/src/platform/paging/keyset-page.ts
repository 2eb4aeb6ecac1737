import { Type as ClassType } from '@nestjs/common';
import { ApiOkResponse, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { Response } from 'express';
import { DomainError } from '../errors/domain-error';
import { Answers, answers } from '../openapi/documented-response';

/**
 * Every list that grows with use is read a page at a time: the body is the page's items, the
 * X-Next-Cursor header carries the next page's cursor (absent on the last page), and the request
 * names it in `cursor` with at most PAGE_SIZE.max items in `limit`.
 */
export const PAGE_SIZE = { default: 20, max: 100 };

export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** The query of one page; a list's request DTO extends it with its filters. */
export class PageRequest {
  @ApiPropertyOptional({ description: `${NEXT_CURSOR_HEADER} of the previous page` })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: PAGE_SIZE.max, description: `${PAGE_SIZE.default} when absent` })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(PAGE_SIZE.max)
  limit?: number;
}

export type Page<T> = { items: T[]; nextCursor: string | null };

/**
 * Where a page ends in a list ordered by a timestamp, then id: `at` is the timestamptz as
 * PostgreSQL prints it (`::text`), so the next page starts exactly after it, to the microsecond.
 */
export type KeysetPosition = { at: string; id: string };

export class InvalidPageCursor extends DomainError {
  constructor() {
    super('PAGING.INVALID_CURSOR', 'The cursor is not valid for this list', 'invalid');
  }
}

export function encodeKeysetCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** timestamptz as PostgreSQL prints it (DateStyle ISO), the only form encodeKeysetCursor writes. */
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

/**
 * Reads a cursor back, refusing anything encodeKeysetCursor could not have written before it
 * reaches SQL. `invalid` makes the error a list documents, when it has its own code.
 */
export function decodeKeysetCursor(cursor: string, invalid: () => DomainError = () => new InvalidPageCursor()): KeysetPosition {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(decoded) || decoded.length !== 2) throw invalid();
  const [at, id] = decoded as unknown[];
  if (typeof at !== 'string' || !isPostgresTimestamp(at) || typeof id !== 'string' || !UUID.test(id)) throw invalid();
  return { at, id };
}

export type KeysetOrder = 'newest' | 'oldest';

/**
 * The SQL of one keyset page over a list ordered by the timestamp `columns.at`, then the uuid
 * `columns.id` (newest first unless `order` says oldest): `where` (true on the first page) goes
 * into the statement's conditions, `orderAndLimit` ends it and reads one row more than the page,
 * which tells whether another page follows.
 */
export function keysetPage(
  page: PageRequest,
  columns: { at: string; id: string },
  order: KeysetOrder = 'newest',
): { where: string; whereParams: unknown[]; orderAndLimit: string; limitParams: unknown[] } {
  const limit = page.limit ?? PAGE_SIZE.default;
  const position = page.cursor === undefined ? undefined : decodeKeysetCursor(page.cursor);
  const [after, direction] = order === 'newest' ? ['<', 'desc'] : ['>', 'asc'];
  return {
    where: position ? `(${columns.at}, ${columns.id}) ${after} (?::timestamptz, ?::uuid)` : 'true',
    whereParams: position ? [position.at, position.id] : [],
    orderAndLimit: `order by ${columns.at} ${direction}, ${columns.id} ${direction} limit ?`,
    limitParams: [limit + 1],
  };
}

/** The page of the rows keysetPage read: at most `limit` of them and the cursor after the last, if more follow. */
export function toKeysetPage<Row>(rows: Row[], page: PageRequest, positionOf: (row: Row) => KeysetPosition): Page<Row> {
  const limit = page.limit ?? PAGE_SIZE.default;
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeKeysetCursor(positionOf(last)) : null };
}

/** Sends a page the one way every paged list answers: the items as the body, the cursor in X-Next-Cursor. */
export function sendPage<T>(response: Response, page: Page<T>): T[] {
  response.setHeader('Access-Control-Expose-Headers', NEXT_CURSOR_HEADER);
  if (page.nextCursor) response.setHeader(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}

/**
 * Documents a paged list's 200 answer: an array of `type` and the X-Next-Cursor header. The
 * operation's query extends PageRequest, which documents `cursor` and `limit` (maximum 100);
 * the list-bounds test reads both from the document. The handler must answer with a list of `type`.
 */
export function ApiPageResponse<Item>(type: ClassType<Item>): Answers<Item[]> {
  return answers(
    ApiOkResponse({
      type: [type],
      description: `At most ${PAGE_SIZE.max} items (limit); ${NEXT_CURSOR_HEADER} names the next page`,
      headers: {
        [NEXT_CURSOR_HEADER]: { description: 'cursor of the next page; absent on the last page', schema: { type: 'string' } },
      },
    }),
  );
}
