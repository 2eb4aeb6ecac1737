import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiCreatedResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { startSession } from '../../../platform/auth/sessions';
import { ErrorBody } from '../../../platform/errors/error-body';
import { SignInRateLimit, SignUpRateLimit } from '../../../platform/rate-limit/rate-limit';
import { RegisterUserCommand } from '../application/commands/register-user';
import { GetUserQuery } from '../application/queries/get-user';
import { VerifyCredentialsQuery } from '../application/queries/verify-credentials';
import { LoginRequest, RegisterRequest, UserResponse } from './dto';

@ApiTags('auth')
@ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid input' })
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  /** Creates an account and signs it in. */
  @Post('register')
  @SignUpRateLimit()
  @ApiCreatedResponse({ type: UserResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'An account with this email already exists' })
  async register(@Body() body: RegisterRequest, @Req() request: Request): Promise<UserResponse> {
    const { userId } = await this.commandBus.execute(
      new RegisterUserCommand(body.email, body.password, body.firstName, body.lastName),
    );
    await startSession(request, userId);
    return this.queryBus.execute(new GetUserQuery(userId));
  }

  /** Signs in with email and password on a new session. */
  @Post('login')
  @HttpCode(200)
  @SignInRateLimit()
  @ApiOkResponse({ type: UserResponse })
  @ApiUnauthorizedResponse({ type: ErrorBody, description: 'Invalid email or password' })
  async login(@Body() body: LoginRequest, @Req() request: Request): Promise<UserResponse> {
    const { userId } = await this.queryBus.execute(new VerifyCredentialsQuery(body.email, body.password));
    await startSession(request, userId);
    return this.queryBus.execute(new GetUserQuery(userId));
  }

  /** The signed-in user. */
  @Get('user')
  @SignedIn()
  @ApiOkResponse({ type: UserResponse })
  currentUser(@CurrentPrincipal() principal: Principal): Promise<UserResponse> {
    return this.queryBus.execute(new GetUserQuery(principal.id));
  }
}
