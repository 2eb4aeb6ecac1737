import { Type as ClassType } from '@nestjs/common';
import { ApiOkResponse, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { Response } from 'express';
import { Answers, answers } from '../openapi/documented-response';
import { decodePageCursor, encodePageCursor, postgresTimestampField, uuidField } from './page-cursor';

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

export function encodeKeysetCursor(position: KeysetPosition): string {
  return encodePageCursor([position.at, position.id]);
}

/** Reads a keyset cursor back, refusing anything encodeKeysetCursor could not have written before it reaches SQL. */
export function decodeKeysetCursor(cursor: string): KeysetPosition {
  const [at, id] = decodePageCursor<[string, string]>(cursor, [postgresTimestampField, uuidField]);
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
