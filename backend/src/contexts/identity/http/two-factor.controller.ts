import { Body, Controller, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentPrincipal, RequiresVerifiedEmail, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { startSession } from '../../../platform/auth/sessions';
import { ErrorBody } from '../../../platform/errors/error-body';
import { SecretInAnswer } from '../../../platform/http/compression';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiOk } from '../../../platform/openapi/documented-response';
import { DisableTwoFactorCommand } from '../application/commands/disable-two-factor';
import { EnableTwoFactorCommand } from '../application/commands/enable-two-factor';
import { RegenerateRecoveryCodesCommand } from '../application/commands/regenerate-recovery-codes';
import { StartTwoFactorSetupCommand, TwoFactorEnrolment } from '../application/commands/start-two-factor-setup';
import type { RecoveryCodes } from '../application/commands/two-factor-steps';
import { GetTwoFactorStatusQuery, TwoFactorStatus } from '../application/queries/get-two-factor-status';
import {
  DisableTwoFactorRequest,
  EnableTwoFactorRequest,
  RecoveryCodesResponse,
  StartTwoFactorSetupRequest,
  TwoFactorCodeRequest,
  TwoFactorEnrolmentResponse,
  TwoFactorStatusResponse,
} from './two-factor.dto';
import { ChecksAccountCredentials, WRONG_CODE, WRONG_PASSWORD } from './credential-limits';

/**
 * The signed-in user's two-factor sign-in (Settings, decision 0034). A wrong password or code
 * counts against the client address and the account, as at sign-in (decision 0053): a session
 * cannot guess a password or a code faster than the sign-in form.
 */
@ApiTags('identity')
@ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid input' })
@SignedIn()
@Controller('auth/two-factor')
export class TwoFactorController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('GET', '', {
    summary: 'Whether two-factor sign-in is on',
    description: 'Since when, and how many recovery codes are left.',
    answer: ApiOk(TwoFactorStatusResponse),
  })
  status(@CurrentPrincipal() principal: Principal): Promise<TwoFactorStatus> {
    return this.queryBus.execute(new GetTwoFactorStatusQuery(principal.id));
  }

  @Endpoint('POST', 'setup', {
    summary: 'Starts setting up two-factor sign-in',
    description:
      'Needs the password (400 IDENTITY.WRONG_CURRENT_PASSWORD otherwise). Answers a new secret, as a QR code and as text, which waits for its first code (enable). When it is on already this sets it up again (a new phone) and needs a code of the factor in use too: 400 IDENTITY.TWO_FACTOR_CODE_REQUIRED without one, 400 IDENTITY.WRONG_TWO_FACTOR_CODE for a wrong one; the factor in use keeps working until the new one is enabled.',
    answer: ApiOk(TwoFactorEnrolmentResponse),
  })
  // Whoever signed up with someone else's address must not lock its owner out with a factor of their own.
  @RequiresVerifiedEmail()
  @ChecksAccountCredentials(WRONG_PASSWORD, WRONG_CODE)
  @SecretInAnswer()
  startSetup(@CurrentPrincipal() principal: Principal, @Body() body: StartTwoFactorSetupRequest): Promise<TwoFactorEnrolment> {
    return this.commandBus.execute(new StartTwoFactorSetupCommand(principal.id, body.password, body.code));
  }

  @Endpoint('POST', 'enable', {
    summary: 'Turns two-factor sign-in on',
    description:
      'With the first code the app shows for the secret of the set-up (400 IDENTITY.WRONG_TWO_FACTOR_CODE otherwise). Answers ten recovery codes, shown this once. Every other session of the account ends (their sockets close); this one stays, signed in with the factor under a new session id (a new cookie; its sockets close and open again).',
    answer: ApiOk(RecoveryCodesResponse),
    errors: { 409: 'No set-up was started (IDENTITY.TWO_FACTOR_SETUP_NOT_STARTED)' },
  })
  @RequiresVerifiedEmail()
  @ChecksAccountCredentials(WRONG_CODE)
  @SecretInAnswer()
  async enable(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Body() body: EnableTwoFactorRequest,
  ): Promise<RecoveryCodes> {
    const codes = await this.commandBus.execute(new EnableTwoFactorCommand(principal.id, request.sessionID, body.code));
    // Signed in with the factor from now on, under a new session id: one learnt before is worth nothing.
    await startSession(request, principal.id);
    return codes;
  }

  @Endpoint('POST', 'recovery-codes', {
    summary: 'Replaces the recovery codes',
    description:
      'For a code of the factor (an app code or a recovery code; 400 IDENTITY.WRONG_TWO_FACTOR_CODE otherwise): ten new recovery codes, shown this once; the ones before stop working.',
    answer: ApiOk(RecoveryCodesResponse),
    errors: { 409: 'Two-factor sign-in is off (IDENTITY.TWO_FACTOR_NOT_ENABLED)' },
  })
  @ChecksAccountCredentials(WRONG_CODE)
  @SecretInAnswer()
  regenerateRecoveryCodes(@CurrentPrincipal() principal: Principal, @Body() body: TwoFactorCodeRequest): Promise<RecoveryCodes> {
    return this.commandBus.execute(new RegenerateRecoveryCodesCommand(principal.id, body.code));
  }

  @Endpoint('DELETE', '', {
    summary: 'Turns two-factor sign-in off',
    description:
      'Needs the password (400 IDENTITY.WRONG_CURRENT_PASSWORD) and a code of the factor (400 IDENTITY.WRONG_TWO_FACTOR_CODE). The secret and the recovery codes are deleted. An administrator loses the admin panel until they set it up again.',
    answer: ApiNoContentResponse({ description: 'Off' }),
    errors: { 409: 'Two-factor sign-in is off already (IDENTITY.TWO_FACTOR_NOT_ENABLED)' },
  })
  @ChecksAccountCredentials(WRONG_PASSWORD, WRONG_CODE)
  async disable(@CurrentPrincipal() principal: Principal, @Body() body: DisableTwoFactorRequest): Promise<void> {
    await this.commandBus.execute(new DisableTwoFactorCommand(principal.id, body.password, body.code));
  }
}
