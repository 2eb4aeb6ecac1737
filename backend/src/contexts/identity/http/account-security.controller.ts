import { Body, Controller, Param, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { MAX_SESSIONS_PER_USER } from '../../../platform/auth/sessions';
import { ErrorBody } from '../../../platform/errors/error-body';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiOk } from '../../../platform/openapi/documented-response';
import { ApiCappedListResponse } from '../../../platform/paging/capped-list';
import { ChangePasswordCommand } from '../application/commands/change-password';
import { EndOtherSessionsCommand } from '../application/commands/end-other-sessions';
import { EndSessionCommand } from '../application/commands/end-session';
import { ListSessionsQuery, SessionView } from '../application/queries/list-sessions';
import { ChecksAccountCredentials, WRONG_PASSWORD } from './credential-limits';
import { ChangePasswordRequest, EndedSessionsResponse, SessionResponse } from './dto';

/** The signed-in user's password and sessions (Settings). */
@ApiTags('identity')
@ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid input' })
@SignedIn()
@Controller('auth')
export class AccountSecurityController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('PUT', 'password', {
    summary: 'Changes the password',
    description:
      'Needs the current password (400 IDENTITY.WRONG_CURRENT_PASSWORD otherwise); the new one follows the sign-up rules and differs from it. Every other session of the account ends (their sockets close); this one stays. A wrong current password counts against the client address and the account, as at sign-in (429 with Retry-After), so a session cannot guess the password faster than the sign-in form.',
    answer: ApiNoContentResponse({ description: 'Changed; the other sessions ended' }),
  })
  @ChecksAccountCredentials(WRONG_PASSWORD)
  async changePassword(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Body() body: ChangePasswordRequest,
  ): Promise<void> {
    await this.commandBus.execute(new ChangePasswordCommand(principal.id, request.sessionID, body.currentPassword, body.newPassword));
  }

  @Endpoint('GET', 'sessions', {
    summary: 'The live sessions of the account',
    description: 'This one first, then the most recently used: browser and system (from the sign-in), when signed in and last used.',
    answer: ApiCappedListResponse(SessionResponse, MAX_SESSIONS_PER_USER, 'a sign-in beyond it ends the least recently used session'),
  })
  sessions(@CurrentPrincipal() principal: Principal, @Req() request: Request): Promise<SessionView[]> {
    return this.queryBus.execute(new ListSessionsQuery(principal.id, request.sessionID));
  }

  @Endpoint('DELETE', 'sessions/:id', {
    summary: 'Signs one session out',
    description: 'Names it by the id the sessions list gives; its sockets close. Ending this session signs out.',
    answer: ApiNoContentResponse({ description: 'The session ended' }),
    errors: { 404: 'No live session of the account has this id' },
  })
  async endSession(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<void> {
    await this.commandBus.execute(new EndSessionCommand(principal.id, id));
  }

  @Endpoint('DELETE', 'sessions', {
    summary: 'Signs out every other session',
    description: 'Every session of the account but this one ends; their sockets close.',
    answer: ApiOk(EndedSessionsResponse),
  })
  endOtherSessions(@CurrentPrincipal() principal: Principal, @Req() request: Request): Promise<{ ended: number }> {
    return this.commandBus.execute(new EndOtherSessionsCommand(principal.id, request.sessionID));
  }
}
