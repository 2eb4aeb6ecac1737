import { DomainError } from '../../../platform/errors/domain-error';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const USERNAME_CHANGE_INTERVAL_DAYS = 7;

export const USERNAME_PATTERN = /^[a-z0-9_]+$/;

export const USERNAME_MESSAGES = {
  tooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
  tooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
  badCharacters: 'Username can only contain lowercase letters, numbers, and underscores',
  taken: 'Username is already taken',
} as const;

/** The first rule a candidate username breaks, or null when it is well-formed. */
export function usernameRuleViolation(candidate: string): string | null {
  if (candidate.length < USERNAME_MIN_LENGTH) return USERNAME_MESSAGES.tooShort;
  if (candidate.length > USERNAME_MAX_LENGTH) return USERNAME_MESSAGES.tooLong;
  if (!USERNAME_PATTERN.test(candidate)) return USERNAME_MESSAGES.badCharacters;
  return null;
}

export class InvalidUsername extends DomainError {
  constructor(message: string) {
    super('IDENTITY.INVALID_USERNAME', message, 'invalid');
  }
}

export class UsernameTaken extends DomainError {
  constructor() {
    super('IDENTITY.USERNAME_TAKEN', USERNAME_MESSAGES.taken, 'conflict');
  }
}

/** A well-formed username; constructing one enforces the rules. */
export class Username {
  private constructor(readonly value: string) {}

  static parse(candidate: string): Username {
    const violation = usernameRuleViolation(candidate);
    if (violation) throw new InvalidUsername(violation);
    return new Username(candidate);
  }
}

/** When a username changed at `lastChanged` may change again. */
export function nextUsernameChangeAt(lastChanged: Date | null | undefined): Date | null {
  if (!lastChanged) return null;
  return new Date(lastChanged.getTime() + USERNAME_CHANGE_INTERVAL_DAYS * 24 * 60 * 60 * 1000);
}
