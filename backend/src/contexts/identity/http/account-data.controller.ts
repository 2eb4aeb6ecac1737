import { Body, Controller, Delete, Get, HttpCode, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiExtension,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ChecksAccountCredentials, WRONG_PASSWORD } from './credential-limits';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { endSession } from '../../../platform/auth/sessions';
import { Clock } from '../../../platform/clock/clock';
import { ErrorBody } from '../../../platform/errors/error-body';
import { STREAMED_FILE_EXTENSION } from '../../../platform/openapi/list-bounds';
import { EXPORT_PAGE_SIZE } from '../../../platform/paging/every-row';
import { EXPORTS_THROTTLER, RateLimited } from '../../../platform/rate-limit/rate-limit';
import { ConcurrencyLimit } from '../../../platform/http/concurrency-limit';
import { AppConfig } from '../../../config/app-config';
import { ExportContractsQuery } from '../../contracting/public';
import { ExportApplicationsQuery, ExportJobPostsQuery } from '../../jobs/public';
import { ExportBlockedUsersQuery, ExportSentMessagesQuery } from '../../messaging/public';
import { ExportDisputesQuery, ExportFiledReportsQuery } from '../../moderation/public';
import { ExportNotificationsQuery } from '../../notifications/public';
import { ExportReviewsQuery } from '../../reviews/public';
import { ExportVerificationRequestsQuery } from '../../verification/public';
import { DeleteAccountCommand } from '../application/commands/delete-account';
import { ExportAccountProfileQuery } from '../application/queries/export-account';
import { ListPortfolioQuery } from '../application/queries/list-portfolio';
import { ListSessionsQuery } from '../application/queries/list-sessions';
import { AccountExport, AccountExportResponse, DeleteAccountRequest } from './account-data.dto';

/** Each section of the export: a list as its context reads it, a page at a time, or a value. */
type ExportSections = {
  [Name in keyof AccountExport]: AccountExport[Name] extends (infer Item)[] ? AsyncIterable<Item> | Item[] : AccountExport[Name];
};

/** Bytes gathered before a write, so a long list is not one write per item. */
const WRITE_CHUNK = 64 * 1024;

/**
 * The export as JSON text, written section by section in the order of `sections`, each list item
 * by item as its context reads it: the document is never whole in memory. Indented like
 * JSON.stringify(document, null, 2), for people who open the file.
 */
async function* exportDocument(sections: ExportSections): AsyncGenerator<string> {
  const indented = (value: unknown, depth: number) => JSON.stringify(value, null, 2).replace(/\n/g, `\n${'  '.repeat(depth)}`);
  let chunk = '{';
  for (const [index, [name, value]] of Object.entries(sections).entries()) {
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

/** Download my data and delete my account (Settings → Your data); decision 0031. */
@ApiTags('identity')
@ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid input' })
@SignedIn()
@Controller('auth/account')
export class AccountDataController {
  private readonly exports: ConcurrencyLimit;

  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    this.exports = new ConcurrencyLimit(config.EXPORT_CONCURRENCY, 'data downloads');
  }

  @Get('export')
  @ApiOperation({
    summary: 'Downloads my data',
    description: `A JSON file (Content-Disposition: attachment; filename="verifiedwork-data-YYYY-MM-DD.json") of everything VerifiedWork holds about the user: profile (with email and its verification), portfolio, sessions, posts, applications sent, contracts, reviews given and received (received ones once published), messages sent, users blocked, notifications, identity verification requests (whether the files are still stored and when administrators opened them, never the files), reports filed and disputes on the user's contracts. Nothing of another user but their ids. Every list is whole, oldest first: it is read ${EXPORT_PAGE_SIZE} rows at a time and written as it is read, so a long history costs neither memory nor one long statement. A failure after the file started leaves it cut short (the connection closes), never silently partial JSON that parses.`,
  })
  @ApiExtraModels(AccountExportResponse)
  @ApiOkResponse({
    description: 'The file',
    headers: {
      'Content-Disposition': {
        description: 'attachment; filename="verifiedwork-data-YYYY-MM-DD.json" (the date of the export, UTC)',
        schema: { type: 'string' },
      },
    },
    content: { 'application/json': { schema: { $ref: getSchemaPath(AccountExportResponse) } } },
  })
  @ApiExtension(STREAMED_FILE_EXTENSION, 'A file the user saves whole: every list is read a page at a time and written as it is read')
  @RateLimited(EXPORTS_THROTTLER)
  @ApiTooManyRequestsResponse({
    type: ErrorBody,
    description: `More than RATE_LIMIT_EXPORTS_PER_HOUR downloads this hour (TOO_MANY_REQUESTS), or this instance is preparing EXPORT_CONCURRENCY already (TOO_MANY_AT_ONCE); Retry-After says when to try again`,
  })
  async export(@CurrentPrincipal() principal: Principal, @Req() request: Request, @Res() response: Response): Promise<void> {
    // A place until the file is written or the client leaves: the download reads the user's whole history.
    const leave = this.exports.enter();
    response.once('close', leave);
    const userId = principal.id;
    const exportedAt = this.clock.now();
    // Read before the first byte goes out: a failure here still gets the one error body.
    const [profile, portfolio, sessions] = await Promise.all([
      this.queryBus.execute(new ExportAccountProfileQuery(userId)),
      this.queryBus.execute(new ListPortfolioQuery(userId, principal)),
      this.queryBus.execute(new ListSessionsQuery(userId, request.sessionID)),
    ]);
    // Each context's query answers with its rows still to be read: reading starts as the file is written.
    const sections: ExportSections = {
      exportedAt: exportedAt.toISOString(),
      profile,
      portfolio: portfolio.reverse(),
      sessions,
      jobPosts: await this.queryBus.execute(new ExportJobPostsQuery(userId)),
      applications: await this.queryBus.execute(new ExportApplicationsQuery(userId)),
      contracts: await this.queryBus.execute(new ExportContractsQuery(userId)),
      reviewsGiven: await this.queryBus.execute(new ExportReviewsQuery(userId, 'given')),
      reviewsReceived: await this.queryBus.execute(new ExportReviewsQuery(userId, 'received')),
      messagesSent: await this.queryBus.execute(new ExportSentMessagesQuery(userId)),
      blockedUsers: await this.queryBus.execute(new ExportBlockedUsersQuery(userId)),
      notifications: await this.queryBus.execute(new ExportNotificationsQuery(userId)),
      verificationRequests: await this.queryBus.execute(new ExportVerificationRequestsQuery(userId)),
      reportsFiled: await this.queryBus.execute(new ExportFiledReportsQuery(userId)),
      disputes: await this.queryBus.execute(new ExportDisputesQuery(userId)),
    };
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    // The app reads the file's name from it, also when it is served from another origin.
    response.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
    response.setHeader('Content-Disposition', `attachment; filename="verifiedwork-data-${exportedAt.toISOString().slice(0, 10)}.json"`);
    // A failure midway destroys the response: the download ends broken rather than looking whole.
    await pipeline(Readable.from(exportDocument(sections)), response);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Deletes my account',
    description:
      'Needs the password (400 IDENTITY.WRONG_CURRENT_PASSWORD otherwise); a wrong one counts against the client address and the account, like changing the password (429 with Retry-After). The account is anonymised, not erased: contracts, reviews and messages other people keep show it as "Deleted user"; the email address (free for a new account), username, password, profile, picture, portfolio, posts without a contract, applications but accepted ones, notifications and identity documents are removed. Every session of the account ends and its sockets close, this one included. Administrators cannot delete their account (403 IDENTITY.ADMIN_CANNOT_DELETE_ACCOUNT).',
  })
  @ChecksAccountCredentials(WRONG_PASSWORD)
  @ApiNoContentResponse({ description: 'Deleted; signed out everywhere' })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'An administrator’s account (IDENTITY.ADMIN_CANNOT_DELETE_ACCOUNT)' })
  async deleteAccount(
    @CurrentPrincipal() principal: Principal,
    @Body() body: DeleteAccountRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    await this.commandBus.execute(new DeleteAccountCommand(principal.id, body.password));
    // The session already ended with every other; this clears the cookie.
    await endSession(request, response);
  }
}
