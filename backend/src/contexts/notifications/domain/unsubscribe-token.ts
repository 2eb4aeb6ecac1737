import { createHmac, timingSafeEqual } from 'node:crypto';
import { EmailTopic, isEmailTopic } from './email-topics';

/**
 * Whose emails of which topic the link turns off; with `savedSearchId` (topic saved_searches), only
 * that saved search's alert (decision 0073), the user's other searches keep theirs.
 */
export type UnsubscribeTarget = { userId: string; topic: EmailTopic; savedSearchId?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Longer than any token this makes; anything longer is refused before it is decoded. */
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 256;

/**
 * The token of an unsubscribe link: `base64url(userId:topic).base64url(HMAC-SHA256(key, first part))`,
 * or `userId:saved_searches:savedSearchId` for one saved search's alert.
 * It names one user and one topic (or search) and can do one thing, turn it off, so it needs no
 * expiry and no row: it works signed out, from any device, for as long as the key stays.
 */
export function signUnsubscribeToken(key: Buffer, { userId, topic, savedSearchId }: UnsubscribeTarget): string {
  const named = savedSearchId === undefined ? `${userId}:${topic}` : `${userId}:${topic}:${savedSearchId}`;
  const payload = Buffer.from(named).toString('base64url');
  return `${payload}.${signature(key, payload)}`;
}

/** The user and topic the token names, or null when it is not one this key signed. */
export function verifyUnsubscribeToken(key: Buffer, token: string): UnsubscribeTarget | null {
  if (token.length > UNSUBSCRIBE_TOKEN_MAX_LENGTH) return null;
  const [payload, given, ...rest] = token.split('.');
  if (rest.length > 0 || !payload || !given || !BASE64URL.test(payload) || !BASE64URL.test(given)) return null;
  const expected = Buffer.from(signature(key, payload));
  const received = Buffer.from(given);
  // Compared in constant time: the time taken says nothing about how much of a guess was right.
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;
  const [userId, topic, savedSearchId, ...more] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  if (more.length > 0 || !UUID.test(userId) || !topic || !isEmailTopic(topic)) return null;
  if (savedSearchId === undefined) return { userId, topic };
  if (topic !== 'saved_searches' || !UUID.test(savedSearchId)) return null;
  return { userId, topic, savedSearchId };
}

function signature(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}
