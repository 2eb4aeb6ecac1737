import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID, ValidateBy } from 'class-validator';
import { Expression, ExpressionBuilder, sql, SqlBool } from 'kysely';
import type { Tables } from '../database/tables';
import { PageRequest } from '../paging/keyset-page';
import { AUDIT_ACTION_FILTERS } from './audit-actions';
import { AuditRangeEmpty } from './audit-errors';

/**
 * An instant as the filters take it: a day (`2026-12-04`, its start in UTC) or a date and time
 * with its offset (`2026-12-04T09:30:00Z`, `…+02:00`), seconds and fractions optional. A time
 * without an offset is refused: it would mean the server's zone.
 */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|([+-])(\d{2}):(\d{2})))?$/;

/** An instant of a filter: as PostgreSQL reads it (to the microsecond), and its place in time to compare two. */
export type Instant = { text: string; epochMicroseconds: number };

/** The instant `text` names, or null when it names none (no such day, hour 24, an offset over 14 hours). */
export function parseInstant(text: string): Instant | null {
  const parts = INSTANT.exec(text);
  if (!parts) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0, , offsetHours = 0, offsetMinutes = 0] = parts
    .slice(1)
    .map((part) => (part === undefined || part === '+' || part === '-' ? undefined : Number(part)));
  const calendarDay = new Date(Date.UTC(2000, month! - 1, day!));
  const real =
    year! >= 1 &&
    calendarDay.getUTCMonth() === month! - 1 &&
    calendarDay.getUTCDate() === day! &&
    (month !== 2 || day !== 29 || (year! % 4 === 0 && (year! % 100 !== 0 || year! % 400 === 0))) &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHours <= 14 &&
    offsetMinutes < 60;
  if (!real) return null;
  const normal = text.length === 10 ? `${text}T00:00:00Z` : text;
  const milliseconds = new Date(normal).getTime();
  if (Number.isNaN(milliseconds)) return null;
  // JavaScript keeps milliseconds; the digits after them still order two instants.
  const fraction = /\.(\d+)/.exec(normal)?.[1] ?? '';
  return { text: normal, epochMicroseconds: milliseconds * 1000 + Number(fraction.slice(3, 6).padEnd(3, '0')) };
}

const IsInstant = () =>
  ValidateBy({
    name: 'isInstant',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && parseInstant(value) !== null,
      defaultMessage: (args) =>
        `${args?.property ?? 'The value'} must be a day (2026-12-04) or a date and time with its offset (2026-12-04T09:30:00Z)`,
    },
  });

const INSTANT_FORMAT = 'A day (2026-12-04: its start in UTC) or a date and time with its offset (2026-12-04T09:30:00Z)';

/** What the audit log is narrowed to, each filter ANDed with the others; the list and the CSV export take the same. */
export class AuditLogFilters {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only what this administrator did' })
  @IsOptional()
  @IsUUID('all', { message: 'adminId must be an id' })
  adminId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the actions that concern this person' })
  @IsOptional()
  @IsUUID('all', { message: 'personId must be an id' })
  personId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the actions on this record' })
  @IsOptional()
  @IsUUID('all', { message: 'subjectId must be an id' })
  subjectId?: string;

  @ApiPropertyOptional({
    enum: AUDIT_ACTION_FILTERS,
    description:
      'An action’s name (exactly that action), or a family with its dot (`enforcement.`: every action of the family); the names are those of GET /api/admin/audit-log/actions',
  })
  @IsOptional()
  @IsIn(AUDIT_ACTION_FILTERS, {
    message: 'action must be an action’s name or a family followed by a dot (see /api/admin/audit-log/actions)',
  })
  action?: string;

  @ApiPropertyOptional({ type: String, example: '2026-12-01', description: `${INSTANT_FORMAT}: the actions at or after it (inclusive)` })
  @IsOptional()
  @IsInstant()
  from?: string;

  @ApiPropertyOptional({ type: String, example: '2026-12-05', description: `${INSTANT_FORMAT}: the actions before it (exclusive)` })
  @IsOptional()
  @IsInstant()
  to?: string;
}

/** One page of the audit log, newest first, with its filters. */
export class AuditLogRequest extends IntersectionType(AuditLogFilters, PageRequest) {}

/** The filters as the query reads them: instants parsed, the range checked. */
export type AuditLogSelection = {
  adminId?: string;
  personId?: string;
  subjectId?: string;
  action?: string;
  from?: Instant;
  to?: Instant;
};

/** The filters of a request, the range refused when it holds no instant (AUDIT.EMPTY_RANGE). */
export function selectionOf({ adminId, personId, subjectId, action, from, to }: AuditLogFilters): AuditLogSelection {
  const since = from === undefined ? undefined : (parseInstant(from) ?? undefined);
  const until = to === undefined ? undefined : (parseInstant(to) ?? undefined);
  if (since && until && since.epochMicroseconds >= until.epochMicroseconds) throw new AuditRangeEmpty(from!, to!);
  return { adminId, personId, subjectId, action, from: since, to: until };
}

/** The filters as the request gave them, for the export's own entry (what was exported). */
export function describeFilters(filters: AuditLogFilters): Record<string, string> {
  const { adminId, personId, subjectId, action, from, to } = filters;
  return Object.fromEntries(
    Object.entries({ adminId, personId, subjectId, action, from, to }).filter(([, value]) => value !== undefined),
  ) as Record<string, string>;
}

/**
 * The rows of admin_actions the selection keeps, as a where clause of its columns: each an equality
 * or a range that one of the table's indexes answers with the order by created_at (by person, by
 * administrator, by subject, or created_at alone).
 */
export function matching(selection: AuditLogSelection) {
  return (eb: ExpressionBuilder<Tables, 'admin_actions'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (selection.adminId) conditions.push(eb('admin_actions.admin_id', '=', selection.adminId));
    if (selection.personId) conditions.push(eb('admin_actions.person_id', '=', selection.personId));
    if (selection.subjectId) conditions.push(eb('admin_actions.subject_id', '=', selection.subjectId));
    if (selection.action?.endsWith('.')) conditions.push(sql<SqlBool>`starts_with(${eb.ref('admin_actions.action')}, ${selection.action})`);
    else if (selection.action) conditions.push(eb('admin_actions.action', '=', selection.action));
    if (selection.from) conditions.push(eb('admin_actions.created_at', '>=', selection.from.text));
    if (selection.to) conditions.push(eb('admin_actions.created_at', '<', selection.to.text));
    return conditions.length === 0 ? eb.lit(true) : eb.and(conditions);
  };
}
