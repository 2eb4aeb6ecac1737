import { Controller, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExtension, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppConfig } from '../../config/app-config';
import { CurrentPrincipal, SignedIn } from '../auth/guards';
import type { Principal } from '../auth/principal';
import { Clock } from '../clock/clock';
import { ErrorBody } from '../errors/error-body';
import { ConcurrencyLimit, OperationBounds, TooManyAtOnce } from '../http/concurrency-limit';
import { STREAMED_FILE_EXTENSION } from '../openapi/list-bounds';
import { EXPORT_PAGE_SIZE } from '../paging/every-row';
import { EXPORTS_THROTTLER, RateLimited } from '../rate-limit/rate-limit';
import { AccountDataRegistry, EXPORTED_AT } from './account-data-registry';
import { Endpoint } from '../http/endpoint';

/** The name of the file's schema in the OpenAPI document (built from the contributed sections). */
export const ACCOUNT_EXPORT_SCHEMA = 'AccountExportResponse';

/** Bytes gathered before a write, so a long list is not one write per item. */
const WRITE_CHUNK = 64 * 1024;

/**
 * The export as JSON text, written section by section in the order of `sections`, each list item
 * by item as its context reads it: the document is never whole in memory. Indented like
 * JSON.stringify(document, null, 2), for people who open the file.
 */
async function* exportDocument(sections: [string, unknown][]): AsyncGenerator<string> {
  const indented = (value: unknown, depth: number) => JSON.stringify(value, null, 2).replace(/\n/g, `\n${'  '.repeat(depth)}`);
  let chunk = '{';
  for (const [index, [name, value]] of sections.entries()) {
    chunk += `${index === 0 ? '' : ','}\n  ${JSON.stringify(name)}: `;
    if (typeof value === 'object' && value !== null && (Array.isArray(value) || Symbol.asyncIterator in value)) {
      let items = 0;
      chunk += '[';
      for await (const item of value as AsyncIterable<unknown> | unknown[]) {
        chunk += `${items++ === 0 ? '' : ','}\n    ${indented(item, 2)}`;
        if (chunk.length >= WRITE_CHUNK) {
          yield chunk;
          chunk = '';
        }
      }
      chunk += items === 0 ? ']' : '\n  ]';
    } else {
      chunk += indented(value, 1);
    }
  }
  yield `${chunk}\n}\n`;
}

/** Download my data (Settings → Your data), every context's sections in one file; decision 0031. */
@ApiTags('identity')
@ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid input' })
@SignedIn()
@Controller('auth/account')
export class AccountExportController {
  private readonly exports: ConcurrencyLimit;

  constructor(
    private readonly registry: AccountDataRegistry,
    private readonly clock: Clock,
    config: AppConfig,
    bounds: OperationBounds,
  ) {
    this.exports = bounds.bound('dataDownloads', config.EXPORT_CONCURRENCY, () => new TooManyAtOnce('data downloads'));
  }

  @Endpoint('GET', 'export', {
    operationId: 'AccountData_export',
    summary: 'Downloads my data',
    description: `A JSON file (Content-Disposition: attachment; filename="verifiedwork-data-YYYY-MM-DD.json") of everything VerifiedWork holds about the user: profile (with email and its verification), portfolio, sessions, posts, applications sent, contracts, reviews given and received (received ones once published), messages sent, users blocked, notifications, identity verification requests (whether the files are still stored and when administrators opened them, never the files), reports filed and disputes on the user's contracts. Nothing of another user but their ids. Every list is whole, oldest first: it is read ${EXPORT_PAGE_SIZE} rows at a time and written as it is read, so a long history costs neither memory nor one long statement. A failure after the file started leaves it cut short (the connection closes), never silently partial JSON that parses.`,
    answer: ApiOkResponse({
      description: 'The file',
      headers: {
        'Content-Disposition': {
          description: 'attachment; filename="verifiedwork-data-YYYY-MM-DD.json" (the date of the export, UTC)',
          schema: { type: 'string' },
        },
      },
      content: { 'application/json': { schema: { $ref: getSchemaPath(ACCOUNT_EXPORT_SCHEMA) } } },
    }),
    errors: {
      429: 'More than RATE_LIMIT_EXPORTS_PER_HOUR downloads this hour (TOO_MANY_REQUESTS); Retry-After says when to try again',
      503: 'This instance is preparing EXPORT_CONCURRENCY downloads already (TOO_MANY_AT_ONCE), or the server is busy (SERVER_BUSY); Retry-After says when to try again',
    },
  })
  @ApiExtension(STREAMED_FILE_EXTENSION, 'A file the user saves whole: every list is read a page at a time and written as it is read')
  @RateLimited(EXPORTS_THROTTLER)
  async export(@CurrentPrincipal() principal: Principal, @Req() request: Request, @Res() response: Response): Promise<void> {
    // A place until the file is written or the client leaves: the download reads the user's whole history.
    const leave = this.exports.enter();
    response.once('close', leave);
    const exportedAt = this.clock.now();
    const owner = { userId: principal.id, principal, sessionId: request.sessionID };
    // Read before the first byte goes out, so a failure here still gets the one error body; each
    // list answers with its rows still to be read: reading starts as the file is written.
    const sectionsInOrder = this.registry.orderedSections();
    const contents = await Promise.all(sectionsInOrder.map((section) => section.read(owner)));
    const sections: [string, unknown][] = [
      [EXPORTED_AT, exportedAt.toISOString()],
      ...sectionsInOrder.map((section, index): [string, unknown] => [section.name, contents[index]]),
    ];
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    // The app reads the file's name from it, also when it is served from another origin.
    response.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
    response.setHeader('Content-Disposition', `attachment; filename="verifiedwork-data-${exportedAt.toISOString().slice(0, 10)}.json"`);
    // A failure midway destroys the response: the download ends broken rather than looking whole.
    await pipeline(Readable.from(exportDocument(sections)), response);
  }
}
