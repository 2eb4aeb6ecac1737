import argon2 from 'argon2';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/** Verified against when no account matches, so an unknown email takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

export async function passwordMatches(hash: string | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password');
  try {
    return await argon2.verify(hash ?? (await decoyHash), password);
  } catch {
    return false;
  }
}
