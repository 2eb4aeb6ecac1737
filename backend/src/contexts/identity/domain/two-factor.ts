import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { DomainError } from '../../../platform/errors/domain-error';

/**
 * Two-factor sign-in with a time-based one-time code (RFC 6238, decision 0034): the settings every
 * authenticator app takes by default (SHA-1, six digits, a 30-second step), and the name the apps
 * list the account under.
 */
export const TOTP_ISSUER = 'VerifiedWork';
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A code of the step before or after the server's is accepted too: phones' clocks drift, and typing takes a while. */
export const TOTP_TOLERANCE_STEPS = 1;
/** How many recovery codes an enrolment (or a new set) gives. */
export const RECOVERY_CODE_COUNT = 10;

/** Six digits, spaces allowed between them (apps show "123 456"). */
export const TOTP_CODE_PATTERN = /^\s*\d{3}\s?\d{3}\s*$/;

/** The key secrets are sealed with: derived from the server's secret, never that secret itself. */
export function twoFactorKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'verifiedwork', 'two-factor secrets', 32));
}

const SEALED_VERSION = 'v1';

/**
 * The authenticator secret as the database keeps it: AES-256-GCM under the server's key, bound
 * to the user (the id is the associated data, so a sealed secret copied to another row does not
 * open). "v1.<iv>.<ciphertext>.<tag>", base64url.
 */
export function sealTotpSecret(key: Buffer, userId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [SEALED_VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret sealTotpSecret sealed for this user; null when it does not open (another key or user, or altered). */
export function openTotpSecret(key: Buffer, userId: string, sealed: string): string | null {
  const [version, iv, ciphertext, tag] = sealed.split('.');
  if (version !== SEALED_VERSION || !iv || !ciphertext || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A new authenticator secret: 160 random bits in base32, what RFC 4226 recommends. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// address the QR code carries: the app files the account under the site's name and the user's email. */
export function totpUri(secret: string, accountName: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: accountName, secret, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
}

/**
 * The time step (RFC 6238's T) whose code `code` is, within the tolerance around `now` and after
 * `afterTimeStep` (a step already used is never accepted again); null when it is none of them.
 */
export async function matchTotpCode(secret: string, code: string, now: Date, afterTimeStep: number | null): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  // otplib throws for an afterTimeStep past the window; no step of the window is left then.
  if (afterTimeStep !== null && afterTimeStep >= Math.floor(epoch / TOTP_PERIOD_SECONDS) + TOTP_TOLERANCE_STEPS) return null;
  const result = await verify({
    secret,
    token,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    epoch,
    epochTolerance: TOTP_TOLERANCE_STEPS * TOTP_PERIOD_SECONDS,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  // otplib's verify answers for HOTP too; a TOTP answer carries the time step it matched.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Letters and digits no one confuses when reading them off paper (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_GROUPS = 4;
const RECOVERY_GROUP_LENGTH = 4;

/**
 * A recovery code: 16 characters of a 31-letter alphabet (79 bits) in groups of four,
 * "k7mq-2xzp-…". Random enough that its unsalted-by-secret SHA-256 cannot be searched (decision 0034).
 */
export function newRecoveryCode(): string {
  const groups = Array.from({ length: RECOVERY_GROUPS }, () =>
    Array.from({ length: RECOVERY_GROUP_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** A recovery code as typed, to compare: lower case, without spaces or dashes. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** What the database keeps of a recovery code: the SHA-256 of the user's id and the code, never the code. */
export function recoveryCodeHash(userId: string, code: string): string {
  return createHash('sha256')
    .update(`${userId}:${normalizeRecoveryCode(code)}`)
    .digest('base64url');
}

/** Whether a code given where either is taken is an authenticator code (six digits) rather than a recovery code. */
export function isTotpCode(code: string): boolean {
  return TOTP_CODE_PATTERN.test(code);
}

export class SecondFactorRequired extends DomainError {
  constructor() {
    super('IDENTITY.SECOND_FACTOR_REQUIRED', 'Enter the code from your authenticator app', 'unauthenticated');
  }
}

export class SecondFactorInvalid extends DomainError {
  constructor() {
    super('IDENTITY.SECOND_FACTOR_INVALID', 'That code is not right, or was used already. Try the current one.', 'unauthenticated');
  }
}

export class WrongTwoFactorCode extends DomainError {
  constructor() {
    super('IDENTITY.WRONG_TWO_FACTOR_CODE', 'That code is not right, or was used already. Enter the current one.', 'invalid');
  }
}

export class TwoFactorCodeRequired extends DomainError {
  constructor() {
    super(
      'IDENTITY.TWO_FACTOR_CODE_REQUIRED',
      'Two-factor sign-in is on: enter a code from your authenticator app or a recovery code to set it up again',
      'invalid',
    );
  }
}

export class TwoFactorSetUpNotStarted extends DomainError {
  constructor() {
    super('IDENTITY.TWO_FACTOR_SETUP_NOT_STARTED', 'Start the set-up first: it shows the QR code to scan', 'conflict');
  }
}

export class TwoFactorNotEnabled extends DomainError {
  constructor() {
    super('IDENTITY.TWO_FACTOR_NOT_ENABLED', 'Two-factor sign-in is not on for your account', 'conflict');
  }
}
