import { Body, Controller, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { endSession, startSession } from '../../../platform/auth/sessions';
import { ErrorBody } from '../../../platform/errors/error-body';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiCreated, ApiOk } from '../../../platform/openapi/documented-response';
import { ExemptFromWriteLimit, SignUpRateLimit } from '../../../platform/rate-limit/rate-limit';
import { RegisterUserCommand } from '../application/commands/register-user';
import { VerifyCredentialsCommand } from '../application/commands/verify-credentials';
import { GetUserQuery } from '../public';
import type { UserView } from '../application/user-view';
import { CountsTakenAddresses, SignInLimits } from './credential-limits';
import { LoginRequest, RegisterRequest, UserResponse } from './dto';

@ApiTags('identity')
@ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid input' })
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('POST', 'register', {
    summary: 'Creates an account and signs it in',
    description:
      'The account starts with the role chosen (`role`: client for "I want to hire", freelancer for "I want to work"; freelancer when absent) and without a username; the role can be switched later. Passwords: 8-128 characters, not only spaces, not a common password. Limited per client address per hour, high enough for an office signing up together (429 with Retry-After).',
    answer: ApiCreated(UserResponse),
    errors: { 409: 'An account with this email already exists' },
  })
  @SignUpRateLimit()
  @CountsTakenAddresses()
  async register(@Body() body: RegisterRequest, @Req() request: Request): Promise<UserView> {
    const { userId } = await this.commandBus.execute(
      new RegisterUserCommand(body.email, body.password, body.firstName, body.lastName, body.role),
    );
    await startSession(request, userId);
    return this.queryBus.execute(new GetUserQuery(userId));
  }

  @Endpoint('POST', 'login', {
    summary: 'Signs in with email and password (and a code, with two-factor sign-in)',
    description:
      'Starts a new session (a new session id). A wrong password and an unknown email get the same 401. Only when the password is right: a suspended account gets 403 IDENTITY.ACCOUNT_SUSPENDED (details: until, reason, and appeal: the suspension’s actionId, a token that files its appeal signed out with POST /api/appeals/suspension for an hour — null on an account with two-factor sign-in until `code` is sent and right too, secondFactorRequired saying so — and the appeal filed, if any, with its status and the decision’s reason); an account with two-factor sign-in needs `code`, 401 IDENTITY.SECOND_FACTOR_REQUIRED without one and 401 IDENTITY.SECOND_FACTOR_INVALID for a wrong or used one. Wrong passwords and codes are limited per client address and email, per client address, and per account from any address (429 with Retry-After; while the account is locked out, 429 IDENTITY.ACCOUNT_LOCKED_OUT even for the right password, and the same for an email without an account). A right sign-in costs nothing but a place under a high ceiling per client address.',
    answer: ApiOk(UserResponse),
    errors: {
      401: 'Invalid email or password; or a code is needed (IDENTITY.SECOND_FACTOR_REQUIRED) or wrong (IDENTITY.SECOND_FACTOR_INVALID)',
      403: 'The account is suspended (IDENTITY.ACCOUNT_SUSPENDED), with how to appeal it',
    },
  })
  @SignInLimits()
  async login(@Body() body: LoginRequest, @Req() request: Request): Promise<UserView> {
    const { userId } = await this.commandBus.execute(new VerifyCredentialsCommand(body.email, body.password, body.code));
    await startSession(request, userId);
    return this.queryBus.execute(new GetUserQuery(userId));
  }

  @Endpoint('GET', 'user', {
    summary: 'The signed-in user',
    description: 'The whole account of the caller, or 401 when no session is open.',
    answer: ApiOk(UserResponse),
  })
  @SignedIn()
  currentUser(@CurrentPrincipal() principal: Principal): Promise<UserView> {
    return this.queryBus.execute(new GetUserQuery(principal.id));
  }

  @Endpoint('POST', 'logout', {
    summary: 'Signs out: ends the session on the server',
    description: 'Answers 204 whether or not a session was open',
    answer: ApiNoContentResponse({ description: 'No session any more' }),
  })
  @ExemptFromWriteLimit('Ending a session must always work, even for a user over the write limit; it only deletes.')
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await endSession(request, response);
  }
}
