import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { ConcurrencyLimit, OperationBounds } from '../../../platform/http/concurrency-limit';
import { ServerBusy } from '../../../platform/http/load-shedding';
import { hashPassword, passwordMatches } from '../domain/password';

/**
 * Every password hashed or checked while serving a request, at the configured cost, at most
 * PASSWORD_HASHES_IN_FLIGHT at once per instance (decision 0080). Each takes tens of megabytes and
 * a thread of libuv's small pool, which file reads and compression share: a burst of sign-ins
 * beyond the bound is answered 503 SERVER_BUSY at once instead of queueing there, before any
 * password is read, so it is neither a wrong password nor a change.
 */
@Injectable()
export class PasswordHashing {
  private readonly inFlight: ConcurrencyLimit;

  constructor(
    private readonly config: AppConfig,
    bounds: OperationBounds,
  ) {
    this.inFlight = bounds.bound('passwordHashes', config.PASSWORD_HASHES_IN_FLIGHT, () => new ServerBusy());
  }

  hash(password: string): Promise<string> {
    return this.inFlight.run(() => hashPassword(password, this.config.passwordHashCost));
  }

  /** Whether `password` is the one `hash` was made of; with no hash, a decoy is checked so the time tells nothing. */
  matches(hash: string | undefined, password: string): Promise<boolean> {
    return this.inFlight.run(() => passwordMatches(hash, password, this.config.passwordHashCost));
  }
}
