import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, RequiresVerifiedEmail, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { ErrorBody } from '../../../platform/errors/error-body';
import { Endpoint } from '../../../platform/http/endpoint';
import { answers, ApiOk } from '../../../platform/openapi/documented-response';
import {
  EMAIL_LINKS_THROTTLER,
  PASSWORD_RESET_ADDRESS_THROTTLER,
  PASSWORD_RESET_EMAIL_THROTTLER,
  RateLimited,
} from '../../../platform/rate-limit/rate-limit';
import { ChangeEmailCommand } from '../application/commands/change-email';
import { ConfirmEmailChangeCommand } from '../application/commands/confirm-email-change';
import { ConfirmEmailVerificationCommand } from '../application/commands/confirm-email-verification';
import { RequestEmailVerificationCommand } from '../application/commands/request-email-verification';
import { RequestPasswordResetCommand } from '../application/commands/request-password-reset';
import { ResetPasswordCommand } from '../application/commands/reset-password';
import {
  ChangeEmailRequest,
  ConfirmedEmailResponse,
  LinkTokenRequest,
  PasswordResetRequest,
  PasswordResetRequestedResponse,
  PendingEmailResponse,
  ResetPasswordRequest,
} from './account-links.dto';
import { ChecksAccountCredentials, ChecksLinkToken, WRONG_PASSWORD } from './credential-limits';

export const PASSWORD_RESET_REQUESTED_MESSAGE = 'If an account uses this address, we sent it a link to reset the password.';

const LINK_INVALID = 'A bad, expired, used or replaced link, or one made for something else (IDENTITY.LINK_INVALID); or invalid input';
const TOKEN_GUESSES =
  'A token that opens nothing counts against the wrong attempts of the client address (429 with Retry-After): a token opens the account like a password.';

/**
 * The emailed links of an account: confirming its address, resetting a forgotten password, moving
 * it to a new address. Links work without a session (they are opened from a mailbox, maybe on
 * another device); asking for one that goes to the account's own address needs one.
 */
@ApiTags('identity')
@ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid input' })
@Controller('auth')
export class AccountLinksController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint('POST', 'email-verification', {
    summary: 'Sends a new link to confirm the email address',
    description:
      'Mails a link (24 hours, one use) to the address of the signed-in account; links sent before stop working. 400 IDENTITY.EMAIL_ALREADY_VERIFIED when the address is already confirmed. Limited per user per hour, with the email change links (429 with Retry-After).',
    answer: ApiNoContentResponse({ description: 'The link is on its way' }),
  })
  @SignedIn()
  @RateLimited(EMAIL_LINKS_THROTTLER)
  async requestEmailVerification(@CurrentPrincipal() principal: Principal): Promise<void> {
    await this.commandBus.execute(new RequestEmailVerificationCommand(principal.id));
  }

  @Endpoint('POST', 'email-verification/confirm', {
    summary: 'Confirms the email address with the token of a link',
    description: `No session needed. The account's address is proven if it is still the one the link went to; every session of the account may then post, apply, message and submit an identity verification. ${TOKEN_GUESSES}`,
    answer: ApiOk(ConfirmedEmailResponse),
    errors: { 400: LINK_INVALID },
  })
  @ChecksLinkToken()
  confirmEmailVerification(@Body() body: LinkTokenRequest): Promise<ConfirmedEmailResponse> {
    return this.commandBus.execute(new ConfirmEmailVerificationCommand(body.token));
  }

  @Endpoint('POST', 'password-reset', {
    summary: 'Asks for a link to reset a forgotten password',
    description:
      'The same 202 and message whether or not an account uses the address, so nobody learns who has an account; if one does, a link (30 minutes, one use) is mailed to it and earlier reset links stop working. Limited per email and per client address per hour (429 with Retry-After).',
    answer: answers<PasswordResetRequestedResponse>(
      ApiAcceptedResponse({ type: PasswordResetRequestedResponse, description: 'Recorded; the email, if any, is on its way' }),
    ),
  })
  @RateLimited(PASSWORD_RESET_EMAIL_THROTTLER, PASSWORD_RESET_ADDRESS_THROTTLER)
  async requestPasswordReset(@Body() body: PasswordResetRequest): Promise<PasswordResetRequestedResponse> {
    await this.commandBus.execute(new RequestPasswordResetCommand(body.email));
    return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
  }

  @Endpoint('POST', 'password-reset/confirm', {
    summary: 'Sets a new password with the token of a reset link, or of the link that undoes an address change',
    description: `No session needed, and it works while the account is locked out after wrong passwords, which it ends. The password follows the sign-up rules. The link is used up, the account's other links stop working, and every session of the account ends (their sockets close): sign in with the new password. The link in the notice of an address change (sent to the address the account left, 72 hours) also moves the account back to that address and turns two-factor sign-in off; 409 IDENTITY.EMAIL_TAKEN when another account has the address by then. ${TOKEN_GUESSES}`,
    answer: ApiNoContentResponse({ description: 'The password is set; every session of the account ended' }),
    errors: {
      400: `${LINK_INVALID}, such as a password that breaks the sign-up rules`,
      409: 'Undoing an address change: another account has the address now (IDENTITY.EMAIL_TAKEN)',
    },
  })
  @ChecksLinkToken()
  async resetPassword(@Body() body: ResetPasswordRequest): Promise<void> {
    await this.commandBus.execute(new ResetPasswordCommand(body.token, body.password));
  }

  @Endpoint('PUT', 'email', {
    summary: 'Asks to change the email address',
    description:
      'Needs the current password (400 IDENTITY.WRONG_CURRENT_PASSWORD otherwise; a wrong one counts against the client address and the account, as at sign-in). Mails a link (24 hours, one use) to the new address; the account keeps its address until the link is opened, and the old address is told then. 400 IDENTITY.EMAIL_UNCHANGED for the current address. Limited per user per hour, with the confirmation links (429 with Retry-After).',
    answer: answers<PendingEmailResponse>(
      ApiAcceptedResponse({ type: PendingEmailResponse, description: 'The link is on its way to the new address' }),
    ),
    errors: {
      400: 'Wrong current password, the current address, or invalid input',
      409: 'Another account uses the address (IDENTITY.EMAIL_TAKEN)',
    },
  })
  @SignedIn()
  // Only a proven owner moves an account: an address parked by whoever signed up with someone else's would outlive their recovery of it.
  @RequiresVerifiedEmail()
  @RateLimited(EMAIL_LINKS_THROTTLER)
  @ChecksAccountCredentials(WRONG_PASSWORD)
  changeEmail(@CurrentPrincipal() principal: Principal, @Body() body: ChangeEmailRequest): Promise<PendingEmailResponse> {
    return this.commandBus.execute(new ChangeEmailCommand(principal.id, body.newEmail, body.currentPassword));
  }

  @Endpoint('POST', 'email/confirm', {
    summary: 'Moves the account to a new address with the token of a change link',
    description: `No session needed. The account takes the address the link went to, proven; the old address is sent a notice. ${TOKEN_GUESSES}`,
    answer: ApiOk(ConfirmedEmailResponse),
    errors: { 400: LINK_INVALID, 409: 'Another account took the address meanwhile (IDENTITY.EMAIL_TAKEN)' },
  })
  @ChecksLinkToken()
  confirmEmailChange(@Body() body: LinkTokenRequest): Promise<ConfirmedEmailResponse> {
    return this.commandBus.execute(new ConfirmEmailChangeCommand(body.token));
  }
}
