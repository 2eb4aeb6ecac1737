import { applyDecorators, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
import type { ThrottlerLimitDetail } from '@nestjs/throttler/dist/throttler.guard.interface';
import type { Response } from 'express';
import { ErrorBody } from '../errors/error-body';

/** Sign-in attempts per client address and account email (guessing one account's password). */
export const SIGN_IN_THROTTLER = 'signIn';
/** Sign-in attempts per client address, whatever the email (one password tried on many accounts). */
export const SIGN_IN_ADDRESS_THROTTLER = 'signInAddress';
/** Sign-ups per client address (mass account creation). */
export const SIGN_UP_THROTTLER = 'signUp';

/** Direct messages per signed-in user (spam). */
export const MESSAGE_SEND_THROTTLER = 'messageSend';

/** The tracker of MESSAGE_SEND_THROTTLER: the signed-in user (SignedIn runs first and attaches them). */
export function signedInUser(request: Record<string, any>): Promise<string> {
  return Promise.resolve(`user:${request.principal?.id ?? request.ip}`);
}

/** The tracker of SIGN_IN_THROTTLER: the address and the email the body names. */
export function addressAndEmail(request: Record<string, any>): Promise<string> {
  const email = typeof request.body?.email === 'string' ? request.body.email.trim().toLowerCase() : '';
  return Promise.resolve(`${request.ip}|${email}`);
}

/** Every refusal says when to come back, in the standard Retry-After header (seconds). */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(detail.timeToBlockExpire));
    return super.throwThrottlingException(context, detail);
  }
}

const tooMany = ApiTooManyRequestsResponse({
  type: ErrorBody,
  description: 'Too many attempts; Retry-After says how many seconds to wait',
});

/** Every throttler but these: each limited endpoint counts against its own throttlers only. */
function skipAllBut(...counted: string[]): Record<string, boolean> {
  const all = [SIGN_IN_THROTTLER, SIGN_IN_ADDRESS_THROTTLER, SIGN_UP_THROTTLER, MESSAGE_SEND_THROTTLER];
  return Object.fromEntries(all.filter((name) => !counted.includes(name)).map((name) => [name, true]));
}

export const SignInRateLimit = () =>
  applyDecorators(UseGuards(RateLimitGuard), SkipThrottle(skipAllBut(SIGN_IN_THROTTLER, SIGN_IN_ADDRESS_THROTTLER)), tooMany);

export const SignUpRateLimit = () => applyDecorators(UseGuards(RateLimitGuard), SkipThrottle(skipAllBut(SIGN_UP_THROTTLER)), tooMany);

export const MessageSendRateLimit = () =>
  applyDecorators(UseGuards(RateLimitGuard), SkipThrottle(skipAllBut(MESSAGE_SEND_THROTTLER)), tooMany);
