import { applyDecorators, ExecutionContext, HttpException, HttpStatus, Injectable, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { normalizeIp, ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { createHash } from 'node:crypto';
import { perHandler } from '../http/handler-metadata';
import { waitingTime } from './locked-out';
import { LimitHit, PostgresThrottlerStorage } from './postgres-throttler.storage';

/**
 * Every sign-in attempt per client address, right or wrong: a ceiling a whole office behind one
 * address never reaches, on the work (a password hash each) one address can cause. Wrong ones are
 * limited far lower by the failure limits (failure-limits.ts).
 */
export const SIGN_IN_ADDRESS_THROTTLER = 'signInAddress';
/** Sign-ups per client address (mass account creation), high enough for an office signing up together. */
export const SIGN_UP_THROTTLER = 'signUp';

/** Direct messages per signed-in user (spam). */
export const MESSAGE_SEND_THROTTLER = 'messageSend';

/**
 * Every state-changing call per user, per minute and per hour; per client address when signed out,
 * with the higher limits of an address that many people may share.
 */
export const WRITES_THROTTLER = 'writes';
export const WRITES_HOURLY_THROTTLER = 'writesHourly';

/** Job posts per user, per hour and per day (flooding search with posts). */
export const JOB_POSTS_THROTTLER = 'jobPosts';
export const JOB_POSTS_DAILY_THROTTLER = 'jobPostsDaily';
/** Applications per user per hour (applying to everything). */
export const APPLICATIONS_THROTTLER = 'applications';
/** Files a user may send to storage per hour: upload URLs granted and verification submissions. */
export const UPLOADS_THROTTLER = 'uploads';
/** Data downloads per user per hour (each reads the user's whole history). */
export const EXPORTS_THROTTLER = 'exports';
/** Reports per user per hour (flooding the administrators' queue). */
export const REPORTS_THROTTLER = 'reports';
/** Account links (email confirmation, email change) a user may have mailed per hour (mail bombing an inbox). */
export const EMAIL_LINKS_THROTTLER = 'emailLinks';
/** Password reset requests per email, whoever asks (mail bombing one inbox from many addresses). */
export const PASSWORD_RESET_EMAIL_THROTTLER = 'passwordResetEmail';
/** Password reset requests per client address, whatever the email (mail bombing many inboxes). */
export const PASSWORD_RESET_ADDRESS_THROTTLER = 'passwordResetAddress';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The limits every state-changing call counts against, unless it is exempt. */
export const WRITE_THROTTLERS = [WRITES_THROTTLER, WRITES_HOURLY_THROTTLER];

const RATE_LIMITS = 'rateLimits';
const WRITE_LIMIT_EXEMPTION = 'writeLimitExemption';
/** The OpenAPI extensions that name an operation's limits and its exemption (see documentSharedDefences). */
export const RATE_LIMITS_EXTENSION = 'x-rate-limits';
export const WRITE_LIMIT_EXEMPTION_EXTENSION = 'x-write-limit-exempt';

/** The client address, an IPv6 one by its /64 (one host holds a whole /64). */
export function clientAddress(request: Record<string, any>): Promise<string> {
  return Promise.resolve(`address:${normalizeIp(request.ip ?? '')}`);
}

/** Whether a request comes from no signed-in user: its limits are its address's, which many people may share. */
export function isSignedOut(request: Record<string, any>): boolean {
  return (request as Request).user?.id === undefined;
}

/**
 * The signed-in user, else the client address. Guards run before SignedInGuard, so this reads the
 * user id the session middleware attached, not the principal.
 */
function signedInUserOrAddress(request: Record<string, any>): Promise<string> {
  return isSignedOut(request) ? clientAddress(request) : Promise.resolve(`user:${(request as Request).user!.id}`);
}

/** The tracker of SIGN_IN_THROTTLER: the address and the email the body names. */
export async function addressAndEmail(request: Record<string, any>): Promise<string> {
  const email = typeof request.body?.email === 'string' ? request.body.email.trim().toLowerCase() : '';
  return `${await clientAddress(request)}|${email}`;
}

/** The tracker of PASSWORD_RESET_EMAIL_THROTTLER: the email the body names, whatever the address (hashed in the counter's key). */
export function requestedEmail(request: Record<string, any>): Promise<string> {
  const email = typeof request.body?.email === 'string' ? request.body.email.trim().toLowerCase() : '';
  return Promise.resolve(`email:${email}`);
}

/**
 * The key of a limit's counter for one tracker in rate_limit_counters: one counter per limit and
 * tracker, whichever operation is called, so a user's writes add up across every endpoint, and a
 * limit set on two endpoints (two upload URLs) is shared by them. Hashed so no email is stored in
 * the counters table.
 */
export function hashedCounterKey(limitName: string, tracker: string): string {
  return createHash('sha256').update(`${limitName}|${tracker}`).digest('hex');
}

/**
 * Every rate limit of the API, applied to every HTTP request as a global guard: each state-changing
 * call counts against WRITE_THROTTLERS unless exempt, and an operation counts against the limits it
 * names with RateLimited as well. It runs after StateChangeGuard and before SignedInGuard and the
 * validation pipe, so a refused call costs its counter updates and nothing else. A refusal is 429
 * with the seconds until the limit's window ends in Retry-After.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  /** The limits an operation counts against, for a read and for a state-changing call: fixed per handler. */
  private readonly limitsOf = perHandler((targets) => {
    const named = this.reflector.getAllAndMerge<string[]>(RATE_LIMITS, targets) ?? [];
    const exempt = this.reflector.getAllAndOverride<string | undefined>(WRITE_LIMIT_EXEMPTION, targets) !== undefined;
    return { read: new Set(named), write: new Set(exempt ? named : [...named, ...WRITE_THROTTLERS]) };
  });

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const limits = this.limitsOf(context);
    const counted = STATE_CHANGING_METHODS.has(request.method) ? limits.write : limits.read;
    const hits: LimitHit[] = [];
    for (const throttler of this.throttlers) {
      if (!counted.has(throttler.name!)) continue;
      // A limit may depend on the caller (the write limits of a signed-out address are higher).
      const limit = typeof throttler.limit === 'function' ? await throttler.limit(context) : throttler.limit!;
      const tracker = await (throttler.getTracker ?? signedInUserOrAddress)(request, context);
      hits.push({ key: hashedCounterKey(throttler.name!, tracker), ttlMs: throttler.ttl as number, limit });
    }
    // Every limit in one statement; the refusal names the first full one in the module's order
    // (shortest window first), so its wait is the shortest that will not be refused again.
    const refused = (await this.counters().countAll(hits)).find((hit) => hit.isBlocked);
    if (refused) throw new TooManyRequests(refused.secondsLeft);
    return true;
  }

  private counters(): PostgresThrottlerStorage {
    if (!(this.storageService instanceof PostgresThrottlerStorage))
      throw new Error('RateLimitGuard counts in PostgresThrottlerStorage only');
    return this.storageService;
  }
}

/** A limit's refusal; the message says how long to wait, as a window may last an hour or a day. */
export class TooManyRequests extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      { code: 'TOO_MANY_REQUESTS', message: `Too many requests. Please try again in ${waitingTime(retryAfterSeconds)}.` },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/** The operation also counts against these limits (each a throttler of PlatformModule). */
export const RateLimited = (...throttlers: string[]) =>
  applyDecorators(SetMetadata(RATE_LIMITS, throttlers), ApiExtension(RATE_LIMITS_EXTENSION, throttlers));

/**
 * The state-changing operation does not count against the per-user write limits; `because` says
 * why (it is published in the OpenAPI document).
 */
export const ExemptFromWriteLimit = (because: string) =>
  applyDecorators(SetMetadata(WRITE_LIMIT_EXEMPTION, because), ApiExtension(WRITE_LIMIT_EXEMPTION_EXTENSION, because));

export const SignUpRateLimit = () => RateLimited(SIGN_UP_THROTTLER);

export const MessageSendRateLimit = () => RateLimited(MESSAGE_SEND_THROTTLER);
