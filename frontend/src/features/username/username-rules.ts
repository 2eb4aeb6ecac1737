import { getFieldErrors } from '../../api/errors';
import { LIMITS } from '../../lib/limits';

export const USERNAME_MIN_LENGTH = LIMITS.username.min;
export const USERNAME_MAX_LENGTH = LIMITS.username.max;

const USERNAME_PATTERN = new RegExp(LIMITS.username.pattern);

export const USERNAME_MESSAGES = {
  tooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
  tooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
  badCharacters: 'Username can only contain lowercase letters, numbers, and underscores',
} as const;

/**
 * The first rule of spec section 5 that `candidate` breaks, or null. An empty input breaks none:
 * nothing has been typed yet.
 */
export function getUsernameRuleViolation(candidate: string): string | null {
  if (candidate === '') return null;
  if (candidate.length < USERNAME_MIN_LENGTH) return USERNAME_MESSAGES.tooShort;
  if (candidate.length > USERNAME_MAX_LENGTH) return USERNAME_MESSAGES.tooLong;
  if (!USERNAME_PATTERN.test(candidate)) return USERNAME_MESSAGES.badCharacters;
  return null;
}

/** The server's first message about the username field (`details.fields` of the error body), if any. */
export function getUsernameServerError(error: unknown): string | null {
  return getFieldErrors(error, ['username']).username ?? null;
}
