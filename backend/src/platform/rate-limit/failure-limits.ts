/*
 * Limits that count failures, not calls (decision 0053): a wrong password, a wrong second-factor
 * code, a link token that opens nothing. A right one costs nothing, so everyone behind one shared
 * address (an office, a mobile network's NAT) signs in, confirms and changes their settings
 * freely, while guessing from it, at one account or across many, is stopped.
 */

/** Wrong sign-ins per client address and email: one account's password guessed from one place. */
export const SIGN_IN_FAILURES = 'signInFailures';
/** Wrong passwords, codes and link tokens per client address, whatever the account: one password tried on many accounts. */
export const ADDRESS_FAILURES = 'addressFailures';
/** Sign-ups with an address that has an account, per client address: asking who has an account, address after address. */
export const SIGN_UP_FAILURES = 'signUpFailures';
/**
 * Wrong passwords and codes of the signed-in account, from whatever address (AccountFailureCounter):
 * a stolen session guesses no faster than the sign-in form.
 */
export const ACCOUNT_FAILURES = 'accountFailures';

/** A limit on failures per tracker (a client address, an address and an email) within a fixed window. */
export type FailureLimit = {
  name: string;
  limit: number;
  ttlMs: number;
  tracker: (request: Record<string, any>) => Promise<string>;
};

/** The failure limits per client address, as PlatformModule sets them from the configuration. */
export class FailureLimits {
  private readonly byName: Map<string, FailureLimit>;

  constructor(limits: FailureLimit[]) {
    this.byName = new Map(limits.map((limit) => [limit.name, limit]));
  }

  get(name: string): FailureLimit {
    const limit = this.byName.get(name);
    if (!limit) throw new Error(`no failure limit is named ${name}`);
    return limit;
  }
}

/**
 * The wrong passwords and codes of one account, counted across every client address; the identity
 * context provides it. `reserve` takes an attempt before a check runs and throws a LockedOut while
 * the account's checks are refused; `settle` gives the attempt back when the check was right. A
 * wrong one stays counted whatever transaction of the check rolls back.
 */
export abstract class AccountFailureCounter {
  abstract reserve(userId: string): Promise<void>;
  abstract settle(userId: string, failed: boolean): Promise<void>;
}

export const COUNTS_FAILURES = 'countsFailures';
/** The OpenAPI extensions that name an operation's failure limits and the error codes they count. */
export const FAILURE_LIMITS_EXTENSION = 'x-failure-limits';
export const COUNTED_FAILURES_EXTENSION = 'x-counted-failures';

/** Which failure limits an operation counts against, and which error codes of its answer are failures. */
export type CountedFailures = { limits: string[]; failures: string[] };
