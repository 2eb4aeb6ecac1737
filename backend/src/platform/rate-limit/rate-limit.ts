import { applyDecorators, Injectable, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
import { ErrorBody } from '../errors/error-body';

export const SIGN_IN_THROTTLER = 'signIn';
export const SIGN_UP_THROTTLER = 'signUp';

/** Counts attempts per client address and, when the body names one, per account email. */
@Injectable()
export class CredentialsThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(req: Record<string, any>): Promise<string> {
    const email = typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';
    return `${req.ip}|${email}`;
  }
}

const tooMany = ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Too many attempts; see Retry-After' });

/** Sign-in attempts are limited per address and email (guessing one account's password). */
export const SignInRateLimit = () =>
  applyDecorators(UseGuards(CredentialsThrottlerGuard), SkipThrottle({ [SIGN_UP_THROTTLER]: true }), tooMany);

/** Sign-ups are limited per address (mass account creation). */
export const SignUpRateLimit = () =>
  applyDecorators(UseGuards(ThrottlerGuard), SkipThrottle({ [SIGN_IN_THROTTLER]: true }), tooMany);
