import { DomainError } from '../errors/domain-error';

/** A refusal that knows when it ends: answered 429 with that wait in Retry-After (FailureLimitInterceptor). */
export class LockedOut extends DomainError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message, 'rate_limited', { retryAfterSeconds });
  }
}

/** "40 seconds", "12 minutes", "3 hours": rounded up, so trying again then succeeds. */
export function waitingTime(seconds: number): string {
  const [amount, unit] =
    seconds < 120 ? [seconds, 'second'] : seconds < 2 * 3600 ? [Math.ceil(seconds / 60), 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
