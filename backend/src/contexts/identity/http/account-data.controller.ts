import { Body, Controller, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { endSession } from '../../../platform/auth/sessions';
import { ErrorBody } from '../../../platform/errors/error-body';
import { Endpoint } from '../../../platform/http/endpoint';
import { DeleteAccountCommand } from '../application/commands/delete-account';
import { DeleteAccountRequest } from './account-data.dto';
import { ChecksAccountCredentials, WRONG_PASSWORD } from './credential-limits';

/** Delete my account (Settings → Your data); decision 0031. The data file is the platform's AccountExportController. */
@ApiTags('identity')
@ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid input' })
@SignedIn()
@Controller('auth/account')
export class AccountDataController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint('DELETE', '', {
    summary: 'Deletes my account',
    description:
      'Needs the password (400 IDENTITY.WRONG_CURRENT_PASSWORD otherwise); a wrong one counts against the client address and the account, like changing the password (429 with Retry-After). The account is anonymised, not erased: contracts, reviews and messages other people keep show it as "Deleted user"; the email address (free for a new account), username, password, profile, picture, portfolio, posts without a contract, applications but accepted ones, notifications and identity documents are removed. Every session of the account ends and its sockets close, this one included. Administrators cannot delete their account (403 IDENTITY.ADMIN_CANNOT_DELETE_ACCOUNT).',
    answer: ApiNoContentResponse({ description: 'Deleted; signed out everywhere' }),
    errors: { 403: 'An administrator’s account (IDENTITY.ADMIN_CANNOT_DELETE_ACCOUNT)' },
  })
  @ChecksAccountCredentials(WRONG_PASSWORD)
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
