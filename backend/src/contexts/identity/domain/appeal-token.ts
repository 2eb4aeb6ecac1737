import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Where a suspended user's appeal of their suspension stands: moderation keeps appeals and says it. */
export type SuspensionAppealState = {
  status: 'pending' | 'upheld' | 'lifted';
  filedAt: string;
  decidedAt: string | null;
  /** The deciding administrator's reason, told to the user. */
  decisionReason: string | null;
};

/**
 * What the sign-in refusal of a suspended account offers (decision 0065): the suspension's action,
 * a token that files its appeal signed out (null until the second factor, for an account that has
 * one, was proven too), and the appeal filed, if any.
 */
export type SuspensionAppealOffer = {
  actionId: string;
  token: string | null;
  secondFactorRequired: boolean;
  appeal: SuspensionAppealState | null;
};

/** Whom an appeal token speaks for: the suspended user, and the one suspension they may appeal. */
export type AppealTokenClaims = { userId: string; actionId: string };

/**
 * How long a token works: long enough to write an appeal after the refusal, short enough that one
 * found later (a shared computer's history) is useless. Signing in again with the password gives
 * a new one.
 */
export const APPEAL_TOKEN_LIFETIME_SECONDS = 60 * 60;

/** Longer than any token this makes; anything longer is refused before it is decoded. */
export const APPEAL_TOKEN_MAX_LENGTH = 256;

const VERSION = 'a1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The key appeal tokens are signed with: derived from the server's secret for this use only (decision 0065). */
export function appealTokenKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'verifiedwork', 'suspension appeal tokens', 32));
}

/**
 * `a1.base64url(userId:actionId:expiresAtSeconds).base64url(HMAC-SHA256(key, "a1." + first part))`.
 * Made only for a sign-in whose password (and second factor, when the account has one) was right
 * on an account suspended by that action; it can do one thing, file that suspension's one appeal,
 * so it needs no row: the appeal's uniqueness makes it single-use in effect.
 */
export function signAppealToken(key: Buffer, claims: AppealTokenClaims, now: Date): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + APPEAL_TOKEN_LIFETIME_SECONDS;
  const payload = Buffer.from(`${claims.userId}:${claims.actionId}:${expiresAt}`).toString('base64url');
  return `${VERSION}.${payload}.${signature(key, payload)}`;
}

/** The user and action the token names, or null when this key did not sign it, it is malformed or it expired. */
export function verifyAppealToken(key: Buffer, token: string, now: Date): AppealTokenClaims | null {
  if (token.length > APPEAL_TOKEN_MAX_LENGTH) return null;
  const [version, payload, given, ...rest] = token.split('.');
  if (version !== VERSION || rest.length > 0 || !payload || !given || !BASE64URL.test(payload) || !BASE64URL.test(given)) return null;
  const expected = Buffer.from(signature(key, payload));
  const received = Buffer.from(given);
  // Compared in constant time: the time taken says nothing about how much of a guess was right.
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;
  const [userId, actionId, expiresAt, ...more] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  if (more.length > 0 || !UUID.test(userId ?? '') || !UUID.test(actionId ?? '') || !/^\d{1,12}$/.test(expiresAt ?? '')) return null;
  if (Number(expiresAt) * 1000 <= now.getTime()) return null;
  return { userId, actionId };
}

function signature(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(`${VERSION}.${payload}`).digest('base64url');
}
