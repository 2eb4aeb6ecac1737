import { Controller, Query, Res } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiExtension, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppConfig } from '../../config/app-config';
import { AdministratorsOnlyEndpoint, CurrentPrincipal } from '../auth/guards';
import { NamedPerson, Principal, PrincipalDirectory } from '../auth/principal';
import { Clock } from '../clock/clock';
import type { Tables } from '../database/tables';
import { ConcurrencyLimit, OperationBounds, TooManyAtOnce } from '../http/concurrency-limit';
import { Endpoint } from '../http/endpoint';
import { ChangesState } from '../http/state-change.guard';
import { ApiOk } from '../openapi/documented-response';
import { STREAMED_FILE_EXTENSION } from '../openapi/list-bounds';
import { ApiCappedListResponse } from '../paging/capped-list';
import { ApiPageResponse, sendPage } from '../paging/keyset-page';
import { AUDIT_ACTION_FAMILIES, AUDIT_ACTIONS, AUDIT_LOG_EXPORTED, familyOf } from './audit-actions';
import { AUDIT_CSV_COLUMNS, csvLine, csvRecord } from './audit-csv';
import { AuditEntry, auditEntriesPage, moreThan } from './audit-entries';
import { AuditLogFilters, AuditLogRequest, AuditLogSelection, describeFilters, selectionOf } from './audit-filters';
import { recordAdminAction } from './audit-log';
import { AuditActionsResponse, AuditEntryResponse, AuditPersonResponse } from './audit.dto';

/** Rows one export holds at most, newest first (decision 0067). */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

/** Rows the export reads per statement. */
const EXPORT_PAGE = 500;

/** Bytes gathered before a write, so a long file is not one write per row. */
const WRITE_CHUNK = 64 * 1024;

/** Administrators the filter's list names at most. */
export const AUDIT_ADMINISTRATORS_LISTED = 100;

/** The header that says the file stops at AUDIT_EXPORT_MAX_ROWS while more entries matched. */
export const EXPORT_TRUNCATED_HEADER = 'X-Export-Truncated';

/** What administrators did, newest first: for accountability, readable by administrators only (decision 0067). */
@ApiTags('platform')
@AdministratorsOnlyEndpoint()
@Controller('admin/audit-log')
export class AuditController {
  private readonly exports: ConcurrencyLimit;

  constructor(
    private readonly em: EntityManager,
    private readonly directory: PrincipalDirectory,
    private readonly clock: Clock,
    config: AppConfig,
    bounds: OperationBounds,
  ) {
    this.exports = bounds.bound('auditExports', config.EXPORT_CONCURRENCY, () => new TooManyAtOnce('audit log exports'));
  }

  @Endpoint('GET', '', {
    summary: 'The audit log',
    description:
      "Every administrator action (decisions, document openings, conversations read, exports of this log) with who acted and whom it concerns (ids and names), the record and its state before and after, newest first, a page at a time (the body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page). The filters combine (AND): adminId, personId, subjectId, action (a name, or a family with its dot: `enforcement.`), from (inclusive) and to (exclusive), each a day (its start in UTC) or a date and time with its offset.",
    answer: ApiPageResponse(AuditEntryResponse),
    errors: {
      400: 'A filter that is no id, no action of the catalogue, or no date; `from` not before `to` (AUDIT.EMPTY_RANGE); a cursor this API did not write',
    },
  })
  async list(@Query() query: AuditLogRequest, @Res({ passthrough: true }) response: Response): Promise<AuditEntry[]> {
    return sendPage(response, await auditEntriesPage(this.db, this.directory, selectionOf(query), query));
  }

  @Endpoint('GET', 'actions', {
    summary: 'The actions the audit log holds',
    description:
      'The catalogue of action names, gathered from the code that records them, with their family and what each means in plain words: what the `action` filter takes (a name, or a family followed by its dot).',
    answer: ApiOk(AuditActionsResponse),
  })
  actions(): AuditActionsResponse {
    return {
      families: AUDIT_ACTION_FAMILIES.map(({ family, label }) => ({ family, label })),
      actions: AUDIT_ACTIONS.map(({ name, label }) => ({ name, family: familyOf(name), label })),
    };
  }

  @Endpoint('GET', 'administrators', {
    summary: 'The administrators, for the audit log’s filter',
    description:
      'The users who are administrators now (not deleted, not suspended), by first name. A former administrator’s entries are still found with adminId (the screen takes it from an entry).',
    answer: ApiCappedListResponse(
      AuditPersonResponse,
      AUDIT_ADMINISTRATORS_LISTED,
      'the first administrators by name; any other is still found by the adminId filter',
    ),
  })
  async administrators(): Promise<NamedPerson[]> {
    return (await this.directory.administrators()).slice(0, AUDIT_ADMINISTRATORS_LISTED);
  }

  @Endpoint('GET', 'export', {
    summary: 'Exports the audit log as CSV',
    description: `A CSV file (RFC 4180: comma-separated, CRLF line ends, UTF-8 with a byte order mark; Content-Disposition: attachment; filename="verifiedwork-audit-log-YYYY-MM-DD.csv") of every entry the filters keep (those of the list, without paging), newest first, at most ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en')} rows: when more match, the file holds the newest ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en')}, its name ends in -newest-${AUDIT_EXPORT_MAX_ROWS} and ${EXPORT_TRUNCATED_HEADER} is true. Columns: ${AUDIT_CSV_COLUMNS.join(', ')} (when in ISO 8601 UTC; names as "First Last (@username)"; before and after as JSON). A cell that a spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return) starts with an apostrophe. The export is itself recorded in the log (${AUDIT_LOG_EXPORTED}, with the filters), before the first row is sent. The file is written as it is read, ${EXPORT_PAGE} rows per statement.`,
    answer: ApiOkResponse({
      description: 'The file',
      headers: {
        'Content-Disposition': {
          description: 'attachment; filename="verifiedwork-audit-log-YYYY-MM-DD.csv" (the date of the export, UTC)',
          schema: { type: 'string' },
        },
        [EXPORT_TRUNCATED_HEADER]: {
          description: `true when more than ${AUDIT_EXPORT_MAX_ROWS} entries matched and the file holds the newest of them; absent otherwise`,
          schema: { type: 'string', enum: ['true'] },
        },
      },
      content: { 'text/csv': { schema: { type: 'string' } } },
    }),
    errors: {
      400: 'A filter that is no id, no action of the catalogue, or no date; `from` not before `to` (AUDIT.EMPTY_RANGE)',
      503: 'This instance is preparing EXPORT_CONCURRENCY exports already (TOO_MANY_AT_ONCE), or the server is busy (SERVER_BUSY); Retry-After says when to try again',
    },
  })
  @ApiExtension(
    STREAMED_FILE_EXTENSION,
    'A file an auditor saves whole: read a page at a time and written as it is read, with a cap on its rows',
  )
  @ChangesState('Records the export in the audit log (audit_log.exported)')
  async export(@CurrentPrincipal() principal: Principal, @Query() query: AuditLogFilters, @Res() response: Response): Promise<void> {
    const selection = selectionOf(query);
    const leave = this.exports.enter();
    response.once('close', leave);
    try {
      const exportedAt = this.clock.now();
      const truncated = await moreThan(this.db, selection, AUDIT_EXPORT_MAX_ROWS);
      // Recorded before the first row goes out: no export leaves the log without its entry.
      await this.em.fork().transactional(async (em) => {
        recordAdminAction(em, {
          adminId: principal.id,
          action: AUDIT_LOG_EXPORTED,
          subjectType: 'audit_log_export',
          subjectId: randomUUID(),
          personId: selection.personId ?? null,
          before: null,
          after: { filters: describeFilters(query), maxRows: AUDIT_EXPORT_MAX_ROWS, truncated },
          createdAt: exportedAt,
        });
      });
      const day = exportedAt.toISOString().slice(0, 10);
      const fileName = `verifiedwork-audit-log-${day}${truncated ? `-newest-${AUDIT_EXPORT_MAX_ROWS}` : ''}.csv`;
      response.setHeader('Content-Type', 'text/csv; charset=utf-8; header=present');
      response.setHeader('Access-Control-Expose-Headers', `Content-Disposition, ${EXPORT_TRUNCATED_HEADER}`);
      response.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      if (truncated) response.setHeader(EXPORT_TRUNCATED_HEADER, 'true');
      // A failure midway destroys the response: the download ends broken rather than looking whole.
      await pipeline(Readable.from(this.csvFile(selection)), response);
    } finally {
      leave();
    }
  }

  /** The file's text, a chunk at a time: the header, then each page of entries as it is read, up to the cap. */
  private async *csvFile(selection: AuditLogSelection): AsyncGenerator<string> {
    let chunk = `\uFEFF${csvLine(AUDIT_CSV_COLUMNS)}`;
    let written = 0;
    let cursor: string | undefined;
    do {
      const page = await auditEntriesPage(this.db, this.directory, selection, {
        cursor,
        limit: Math.min(EXPORT_PAGE, AUDIT_EXPORT_MAX_ROWS - written),
      });
      for (const entry of page.items) {
        chunk += csvRecord(entry);
        if (chunk.length >= WRITE_CHUNK) {
          yield chunk;
          chunk = '';
        }
      }
      written += page.items.length;
      cursor = page.nextCursor ?? undefined;
    } while (cursor && written < AUDIT_EXPORT_MAX_ROWS);
    yield chunk;
  }

  private get db() {
    return this.em.getKysely<Tables>();
  }
}
