import { toErrorBody } from '../../../platform/errors/error-mapping';
import { AccountLockedOut, freshLockout, LockoutPolicy, LockoutState, reserveAttempt, settleAttempt } from './sign-in-lockout';

const POLICY: LockoutPolicy = { failures: 3, firstLockSeconds: 60, maxLockSeconds: 300, memorySeconds: 24 * 3600 };
const START = new Date('2026-12-01T10:00:00Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);

/** `count` wrong checks at `when`, one after the other. */
function wrong(state: LockoutState, count: number, when: Date): { state: LockoutState; notified: number } {
  let notified = 0;
  for (let check = 0; check < count; check++) {
    const taken = reserveAttempt(state, when, POLICY);
    expect(taken.refusedForSeconds).toBeNull();
    const settled = settleAttempt(taken.state, when, POLICY, true);
    state = settled.state;
    if (settled.notify) notified++;
  }
  return { state, notified };
}

describe('an account’s lock-out after wrong passwords and codes', () => {
  it('refuses every check, the right one too, once `failures` were wrong, and tells the owner once', () => {
    const { state, notified } = wrong(freshLockout(START), 3, START);
    expect(notified).toBe(1);
    expect(state.lockedUntil).toEqual(at(60));
    const refused = reserveAttempt(state, at(10), POLICY);
    expect(refused.refusedForSeconds).toBe(50);
    expect(refused.state).toEqual(state);
  });

  it('counts nothing for right checks: their attempts are given back', () => {
    let state = freshLockout(START);
    for (let check = 0; check < 10; check++) {
      const taken = reserveAttempt(state, START, POLICY);
      expect(taken.refusedForSeconds).toBeNull();
      state = settleAttempt(taken.state, START, POLICY, false).state;
    }
    expect(state).toMatchObject({ attempts: 0, lockedUntil: null });
  });

  it('lets no more checks run at once than the failures allowed: the one past them begins the lock-out', () => {
    let state = freshLockout(START);
    for (let running = 0; running < 3; running++) state = reserveAttempt(state, START, POLICY).state;
    const fourth = reserveAttempt(state, START, POLICY);
    expect(fourth).toMatchObject({ refusedForSeconds: 60, notify: true });
  });

  it('doubles each lock-out in a row up to the longest, and never locks for good', () => {
    let state = freshLockout(START);
    const lengths: number[] = [];
    let now = START;
    for (let lockout = 0; lockout < 5; lockout++) {
      state = wrong(state, 3, now).state;
      lengths.push((state.lockedUntil!.getTime() - now.getTime()) / 1000);
      now = state.lockedUntil!;
    }
    expect(lengths).toEqual([60, 120, 240, 300, 300]);
    // Once it ends, checks run again.
    expect(reserveAttempt(state, now, POLICY).refusedForSeconds).toBeNull();
  });

  it('tells the owner at most once per memory while lock-outs go on', () => {
    let state = freshLockout(START);
    let notified = 0;
    let now = START;
    for (let lockout = 0; lockout < 4; lockout++) {
      const round = wrong(state, 3, now);
      state = round.state;
      notified += round.notified;
      now = state.lockedUntil!;
    }
    expect(notified).toBe(1);
    const dayLater = new Date(state.notifiedAt!.getTime() + POLICY.memorySeconds * 1000);
    expect(wrong(state, 3, dayLater).notified).toBe(1);
  });

  it('starts afresh after a quiet memory, backoff included', () => {
    let state = wrong(freshLockout(START), 3, START).state;
    state = wrong(state, 2, at(60)).state;
    const later = at(60 + POLICY.memorySeconds);
    const taken = reserveAttempt(state, later, POLICY);
    expect(taken.state).toMatchObject({ attempts: 1, lockouts: 0, lockedUntil: null });
    const relocked = wrong(settleAttempt(taken.state, later, POLICY, true).state, 2, later);
    // The first lock-out's length again, not the next one's.
    expect(relocked.state.lockedUntil).toEqual(new Date(later.getTime() + 60_000));
  });

  it('answers 429 with the wait in words and in details', () => {
    expect(toErrorBody(new AccountLockedOut(125))).toEqual({
      statusCode: 429,
      code: 'IDENTITY.ACCOUNT_LOCKED_OUT',
      message: 'Too many wrong passwords or codes for this account. Try again in 3 minutes, or reset your password by email.',
      details: { retryAfterSeconds: 125 },
    });
  });
});
