import { applyDecorators } from '@nestjs/common';
import { ACCOUNT_FAILURES, ADDRESS_FAILURES, SIGN_IN_FAILURES, SIGN_UP_FAILURES } from '../../../platform/rate-limit/failure-limits';
import { CountsFailures } from '../../../platform/rate-limit/failure-limit.interceptor';
import { RateLimited, SIGN_IN_ADDRESS_THROTTLER } from '../../../platform/rate-limit/rate-limit';
import { AccountLinkInvalid } from '../domain/account-links';
import { EmailAlreadyRegistered, InvalidCredentials, WrongCurrentPassword } from '../domain/identity-errors';
import { SecondFactorInvalid, WrongTwoFactorCode } from '../domain/two-factor';

/*
 * Which answers of identity's operations are wrong guesses, and what they count against
 * (decision 0053). Everything else these operations answer (a right password, invalid input, a
 * code that is missing) costs the client address and the account nothing.
 */

/** The codes of the failures an operation counts: a wrong password, a wrong code, a link token that opens nothing. */
export const WRONG_PASSWORD = new WrongCurrentPassword().code;
export const WRONG_CODE = new WrongTwoFactorCode().code;
const WRONG_SIGN_IN = [new InvalidCredentials().code, new SecondFactorInvalid().code];
const INVALID_LINK = new AccountLinkInvalid().code;

const LOCKED_OUT =
  'Too many wrong attempts: from this client address (TOO_MANY_REQUESTS), or on this account from any address (IDENTITY.ACCOUNT_LOCKED_OUT, for a while that doubles with each lock-out, up to an hour by default; a reset link by email ends it)';

/**
 * Sign-in: wrong passwords and codes per client address and email and per client address, and every
 * attempt under the address's high ceiling; the account the email names counts them too, from any
 * address (VerifyCredentials).
 */
export const SignInLimits = () =>
  applyDecorators(
    RateLimited(SIGN_IN_ADDRESS_THROTTLER),
    CountsFailures({ limits: [SIGN_IN_FAILURES, ADDRESS_FAILURES], failures: WRONG_SIGN_IN }, LOCKED_OUT),
  );

/** A signed-in operation that checks the account's password or a code: wrong ones count per client address and per account. */
export const ChecksAccountCredentials = (...failures: string[]) =>
  CountsFailures({ limits: [ADDRESS_FAILURES, ACCOUNT_FAILURES], failures }, LOCKED_OUT);

/**
 * Sign-up: an address that already has an account tells the caller so (409), which makes sign-up
 * a way to find out who has an account; those answers count as failures of the client address
 * (a budget of their own), so an office signing up its people is never refused, and a list of
 * addresses is not tried fast.
 */
export const CountsTakenAddresses = () =>
  CountsFailures(
    { limits: [SIGN_UP_FAILURES], failures: [new EmailAlreadyRegistered().code] },
    'Too many sign-ups with addresses that have an account, from this client address (TOO_MANY_REQUESTS)',
  );

/** An emailed link's token: one that opens nothing counts against the client address (a token opens the account like a password). */
export const ChecksLinkToken = () =>
  CountsFailures(
    { limits: [ADDRESS_FAILURES], failures: [INVALID_LINK] },
    'Too many invalid links from this client address (TOO_MANY_REQUESTS)',
  );
