import { Type as ClassType } from '@nestjs/common';
import { ApiOkResponse, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { Response } from 'express';
import { Expression, ExpressionBuilder, expressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
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

/** Where a keyset page's rows are ordered: a timestamp (in PostgreSQL's text form), then a uuid. */
export type KeysetColumns = { at: Expression<string | null>; id: Expression<string> };

/**
 * One keyset page of `query`, ordered by the `columns` it names, `at` then `id` (newest first
 * unless `order` says oldest): the rows after the cursor's position, one more than the page, which
 * tells whether another page follows.
 */
export function keysetPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: PageRequest,
  columnsOf: (eb: ExpressionBuilder<DB, TB>) => KeysetColumns,
  order: KeysetOrder = 'newest',
): SelectQueryBuilder<DB, TB, O> {
  const columns = columnsOf(expressionBuilder(query));
  const limit = page.limit ?? PAGE_SIZE.default;
  const position = page.cursor === undefined ? undefined : decodeKeysetCursor(page.cursor);
  const direction = order === 'newest' ? 'desc' : 'asc';
  const paged = query
    .orderBy(columns.at, direction)
    .orderBy(columns.id, direction)
    .limit(limit + 1);
  if (!position) return paged;
  return paged.where(keysetAfter(columns, position, order));
}

/** The rows after `position`: one row-value comparison, which the (at, id) index answers. */
function keysetAfter(columns: KeysetColumns, position: KeysetPosition, order: KeysetOrder): Expression<SqlBool> {
  const eb = expressionBuilder();
  const cursor = eb.tuple(eb.cast<string>(eb.val(position.at), 'timestamptz'), eb.cast<string>(eb.val(position.id), 'uuid'));
  return eb(eb.tuple(columns.at, columns.id), order === 'newest' ? '<' : '>', cursor);
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
