import { LockedOut, waitingTime } from '../../../platform/rate-limit/locked-out';

/**
 * The wrong passwords and second-factor codes of one account, counted whatever address they come
 * from (decision 0053). Each check takes an attempt before it runs, so checks racing in parallel
 * cannot pass the limit, and a wrong one is counted whatever transaction rolls back after it; a
 * right one gives its attempt back. `failures` attempts not given back lock the account's checks
 * out for `firstLockSeconds`, doubled with each lock-out in a row up to `maxLockSeconds`; never
 * for good. An account with no attempt for `memorySeconds` starts afresh.
 */
export type LockoutPolicy = { failures: number; firstLockSeconds: number; maxLockSeconds: number; memorySeconds: number };

export type LockoutState = {
  /** Checks taken and not given back: wrong ones, and ones still running. */
  attempts: number;
  /** Lock-outs in a row, for the backoff. */
  lockouts: number;
  lockedUntil: Date | null;
  /** The last attempt taken or found wrong; the state is forgotten `memorySeconds` after it. */
  touchedAt: Date;
  /** When the owner was last told of a lock-out. */
  notifiedAt: Date | null;
};

/** What a change of the state asks of its caller: tell the owner a lock-out began. */
export type LockoutChange = { state: LockoutState; notify: boolean };

export type Reservation = LockoutChange & { refusedForSeconds: number | null };

export function freshLockout(now: Date): LockoutState {
  return { attempts: 0, lockouts: 0, lockedUntil: null, touchedAt: now, notifiedAt: null };
}

function isLocked(state: LockoutState, now: Date): boolean {
  return state.lockedUntil !== null && state.lockedUntil > now;
}

/** Whole seconds until the lock-out ends, at least 1: trying again then succeeds. */
export function secondsLeft(state: LockoutState, now: Date): number {
  return Math.max(1, Math.ceil(((state.lockedUntil?.getTime() ?? 0) - now.getTime()) / 1000));
}

/** The state as it stands now: forgotten once nothing happened for the policy's memory and no lock-out runs. */
function remembered(state: LockoutState, now: Date, policy: LockoutPolicy): LockoutState {
  const quietFor = (now.getTime() - state.touchedAt.getTime()) / 1000;
  if (quietFor < policy.memorySeconds || isLocked(state, now)) return state;
  return { ...freshLockout(now), notifiedAt: state.notifiedAt };
}

/** The lock-out that begins now: one more in a row, twice as long as the one before, the owner told unless they were told lately. */
function lock(state: LockoutState, now: Date, policy: LockoutPolicy): LockoutChange {
  const lockouts = state.lockouts + 1;
  const seconds = Math.min(policy.firstLockSeconds * 2 ** (lockouts - 1), policy.maxLockSeconds);
  const notify = state.notifiedAt === null || now.getTime() - state.notifiedAt.getTime() >= policy.memorySeconds * 1000;
  return {
    state: {
      attempts: 0,
      lockouts,
      lockedUntil: new Date(now.getTime() + seconds * 1000),
      touchedAt: now,
      notifiedAt: notify ? now : state.notifiedAt,
    },
    notify,
  };
}

/**
 * Takes an attempt for a check about to run; refused while a lock-out runs. When every attempt is
 * taken already (checks running in parallel, or ones a crash never gave back), a lock-out begins.
 */
export function reserveAttempt(previous: LockoutState, now: Date, policy: LockoutPolicy): Reservation {
  const state = remembered(previous, now, policy);
  if (isLocked(state, now)) return { state, notify: false, refusedForSeconds: secondsLeft(state, now) };
  if (state.attempts >= policy.failures) {
    const locked = lock(state, now, policy);
    return { ...locked, refusedForSeconds: secondsLeft(locked.state, now) };
  }
  return { state: { ...state, attempts: state.attempts + 1, touchedAt: now }, notify: false, refusedForSeconds: null };
}

/** The check of a taken attempt ended: a right one gives it back; a wrong one keeps it, and the last one allowed begins a lock-out. */
export function settleAttempt(state: LockoutState, now: Date, policy: LockoutPolicy, failed: boolean): LockoutChange {
  if (!failed) return { state: { ...state, attempts: Math.max(0, state.attempts - 1) }, notify: false };
  const touched = { ...state, touchedAt: now };
  if (touched.attempts >= policy.failures && !isLocked(touched, now)) return lock(touched, now, policy);
  return { state: touched, notify: false };
}

/**
 * The account's password and code checks are refused for a while: too many were wrong. The same
 * answer for an email that has no account, counted and locked alike, so it tells no one whether
 * the address has one.
 */
export class AccountLockedOut extends LockedOut {
  constructor(retryAfterSeconds: number) {
    super(
      'IDENTITY.ACCOUNT_LOCKED_OUT',
      `Too many wrong passwords or codes for this account. Try again in ${waitingTime(retryAfterSeconds)}, or reset your password by email.`,
      retryAfterSeconds,
    );
  }
}
