import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { AccountFailureCounter } from '../../../platform/rate-limit/failure-limits';
import { AccountLockedOut, freshLockout, LockoutChange, LockoutPolicy, reserveAttempt, settleAttempt } from '../domain/sign-in-lockout';
import { accountSubject, CredentialFailures, LockoutSubject } from '../infrastructure/credential-failures';
import { AccountLockoutBegan } from './account-lockout-events';

/**
 * Wrong passwords and second-factor codes per account, across every client address, with backoff
 * (decision 0053). Sign-in counts the account its email names (or the email, when it names none);
 * the shared layer counts the signed-in account of every operation that checks its password or a
 * code (AccountFailureCounter, see CountsFailures). Call it outside any transaction: it writes on
 * its own, so a check's rollback keeps the count.
 */
@Injectable()
export class AccountLockouts extends AccountFailureCounter {
  private readonly policy: LockoutPolicy;

  constructor(
    private readonly failures: CredentialFailures,
    config: AppConfig,
  ) {
    super();
    this.policy = config.lockoutPolicy;
  }

  reserve(userId: string): Promise<void> {
    return this.take(accountSubject(userId));
  }

  settle(userId: string, failed: boolean): Promise<void> {
    return this.give(accountSubject(userId), failed);
  }

  /** Takes an attempt for a check about to run; AccountLockedOut while the subject's checks are refused. */
  async take(subject: LockoutSubject): Promise<void> {
    const { refusedForSeconds } = await this.failures.change(
      subject,
      (state, now) => reserveAttempt(state ?? freshLockout(now), now, this.policy),
      (change) => this.announce(subject, change),
    );
    if (refusedForSeconds !== null) throw new AccountLockedOut(refusedForSeconds);
  }

  /** The check ended: right (the attempt is given back) or wrong (it stays, and may begin a lock-out). */
  async give(subject: LockoutSubject, failed: boolean): Promise<void> {
    await this.failures.change(
      subject,
      (state, now) => settleAttempt(state ?? freshLockout(now), now, this.policy, failed),
      (change) => this.announce(subject, change),
    );
  }

  /** A right sign-in: whatever was counted is forgotten. */
  forget(subject: LockoutSubject): Promise<void> {
    return this.failures.forget(subject);
  }

  private announce(subject: LockoutSubject, change: LockoutChange): AccountLockoutBegan | null {
    return change.notify ? new AccountLockoutBegan(subject.userId, change.state.lockedUntil!.toISOString()) : null;
  }
}
