import { dictionary } from '@zxcvbn-ts/language-common';
import argon2 from 'argon2';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** What the sign-up form tells people before they choose. */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters, not only spaces, and not a common password.`;

/** The ~49,000 most common passwords of breach corpora (zxcvbn-ts), loaded on first use. */
let commonPasswords: Set<string> | undefined;

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (password.trim() === '') return 'Password must not be only spaces';
  commonPasswords ??= new Set(dictionary['passwords-common'] as string[]);
  if (commonPasswords.has(password.toLowerCase()))
    return 'This password is one of the most common ones; choose one that is harder to guess';
  return null;
}

/**
 * Argon2id's memory (KiB) and passes for new hashes. A hash records its own, so a stored hash is
 * verified whatever the current cost; raising it applies to passwords set from then on.
 */
export interface PasswordHashCost {
  memoryKib: number;
  iterations: number;
}

export function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: cost.memoryKib, timeCost: cost.iterations });
}

/** Verified against when no account matches, so an unknown email takes as long as a wrong password. */
const decoyHashes = new Map<string, Promise<string>>();

export async function passwordMatches(hash: string | undefined, password: string, cost: PasswordHashCost): Promise<boolean> {
  const costKey = `${cost.memoryKib}:${cost.iterations}`;
  if (!decoyHashes.has(costKey)) decoyHashes.set(costKey, hashPassword('decoy password', cost));
  try {
    return await argon2.verify(hash ?? (await decoyHashes.get(costKey)!), password);
  } catch {
    return false;
  }
}
