import { applyDecorators, CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata, UseInterceptors } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiExtension, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { from, lastValueFrom, Observable } from 'rxjs';
import { DomainError } from '../errors/domain-error';
import { ErrorBody } from '../errors/error-body';
import { perHandler } from '../http/handler-metadata';
import { FailureCounters } from './failure-counters';
import {
  ACCOUNT_FAILURES,
  AccountFailureCounter,
  COUNTED_FAILURES_EXTENSION,
  COUNTS_FAILURES,
  CountedFailures,
  FAILURE_LIMITS_EXTENSION,
  FailureLimits,
} from './failure-limits';
import { hashedCounterKey, TooManyRequests } from './rate-limit';

/** An attempt's place in a limit, to give back when it was no failure. */
type Taken = { account: string } | { key: string; windowEndsAt: string };

/**
 * The failure limits of the operations marked with CountsFailures. It runs after every guard (a
 * caller refused for being signed out or unverified takes no place) and around the validation pipe
 * and the handler: before them it takes a place in each limit, the client address's first and the
 * account's last, and refuses with 429 and Retry-After when one is full (giving back what it took);
 * after them it gives every place back unless the operation failed with one of the counted codes.
 * The places are taken and given back outside any transaction of the handler, so a failure stays
 * counted when the handler's transaction rolls back.
 */
@Injectable()
export class FailureLimitInterceptor implements NestInterceptor {
  private readonly countedOf = perHandler((targets) => {
    const counted = this.reflector.getAllAndOverride<CountedFailures | undefined>(COUNTS_FAILURES, targets);
    // Only CountsFailures attaches this interceptor, and it names the limits with it.
    if (!counted) throw new Error('FailureLimitInterceptor is attached by CountsFailures alone');
    return counted;
  });

  constructor(
    private readonly reflector: Reflector,
    private readonly limits: FailureLimits,
    private readonly counters: FailureCounters,
    private readonly accounts: AccountFailureCounter,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const counted = this.countedOf(context);
    // A full limit or a lock-out carries its wait, which the error filter sends as Retry-After.
    return from(this.counting(context.switchToHttp().getRequest<Request>(), counted, next));
  }

  private async counting(request: Request, counted: CountedFailures, next: CallHandler): Promise<unknown> {
    const taken = await this.take(request, counted.limits);
    let failed = false;
    try {
      return await lastValueFrom(next.handle(), { defaultValue: undefined });
    } catch (error) {
      failed = error instanceof DomainError && counted.failures.includes(error.code);
      throw error;
    } finally {
      await this.settle(taken, failed);
    }
  }

  /** A place in every limit, or a refusal with nothing kept. */
  private async take(request: Request, names: string[]): Promise<Taken[]> {
    const taken: Taken[] = [];
    try {
      for (const name of names) {
        if (name === ACCOUNT_FAILURES) {
          const userId = request.user?.id;
          if (userId === undefined) continue;
          await this.accounts.reserve(userId);
          taken.push({ account: userId });
          continue;
        }
        const limit = this.limits.get(name);
        const key = hashedCounterKey(name, await limit.tracker(request));
        const reservation = await this.counters.reserve(key, limit.limit, limit.ttlMs);
        if (!reservation.taken) throw new TooManyRequests(reservation.retryAfterSeconds);
        taken.push({ key, windowEndsAt: reservation.windowEndsAt });
      }
    } catch (error) {
      await this.settle(taken, false);
      throw error;
    }
    return taken;
  }

  private async settle(taken: Taken[], failed: boolean): Promise<void> {
    for (const place of taken) {
      if ('account' in place) await this.accounts.settle(place.account, failed);
      else if (!failed) await this.counters.giveBack(place.key, place.windowEndsAt);
    }
  }
}

/**
 * The operation counts the failures named (error codes) against these limits, and is refused (429
 * with Retry-After) while any of them is reached, before it runs. Every attempt takes its place
 * before the operation runs and a right one gives it back, so attempts racing in parallel cannot
 * pass a limit. `tooMany` says what the 429 means for this operation. The interceptor is the
 * operation's own, not global: an operation without any skips Nest's interceptor chain and its
 * Observables (decision 0086).
 */
export const CountsFailures = ({ limits, failures }: CountedFailures, tooMany: string) =>
  applyDecorators(
    SetMetadata(COUNTS_FAILURES, { limits, failures } satisfies CountedFailures),
    UseInterceptors(FailureLimitInterceptor),
    ApiExtension(FAILURE_LIMITS_EXTENSION, limits),
    ApiExtension(COUNTED_FAILURES_EXTENSION, failures),
    ApiTooManyRequestsResponse({ type: ErrorBody, description: `${tooMany} (${FAILURE_LIMITS_EXTENSION})` }),
  );
