import { createHmac, randomUUID } from 'node:crypto';
import { signUnsubscribeToken, UNSUBSCRIBE_TOKEN_MAX_LENGTH, verifyUnsubscribeToken } from './unsubscribe-token';

const key = Buffer.from('a key of 32 bytes for the tests.');
const userId = randomUUID();

describe('unsubscribe tokens', () => {
  it('name the user and topic they were signed for', () => {
    const token = signUnsubscribeToken(key, { userId, topic: 'reviews' });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(token.length).toBeLessThan(UNSUBSCRIBE_TOKEN_MAX_LENGTH);
    expect(verifyUnsubscribeToken(key, token)).toEqual({ userId, topic: 'reviews' });
  });

  it('are refused when signed with another key', () => {
    const token = signUnsubscribeToken(Buffer.from('another key of 32 bytes, not it.'), { userId, topic: 'reviews' });
    expect(verifyUnsubscribeToken(key, token)).toBeNull();
  });

  it('are refused when the named user or topic is changed', () => {
    const token = signUnsubscribeToken(key, { userId, topic: 'reviews' });
    const [, signature] = token.split('.');
    const otherTopic = Buffer.from(`${userId}:contracts`).toString('base64url');
    const otherUser = Buffer.from(`${randomUUID()}:reviews`).toString('base64url');
    expect(verifyUnsubscribeToken(key, `${otherTopic}.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(key, `${otherUser}.${signature}`)).toBeNull();
  });

  it('are refused when cut, padded or altered by one character', () => {
    const token = signUnsubscribeToken(key, { userId, topic: 'reviews' });
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [token.slice(0, -1), `${token}A`, flipped, `${token}.x`, token.replace('.', ''), '', '.', 'fuzz']) {
      expect(verifyUnsubscribeToken(key, bad)).toBeNull();
    }
  });

  it('are refused when signed with the key but naming no user id or no topic of ours', () => {
    for (const content of ['not-a-uuid:reviews', `${userId}:newsletter`, `${userId}:reviews:extra`, userId]) {
      const payload = Buffer.from(content).toString('base64url');
      const signed = `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
      expect(verifyUnsubscribeToken(key, signed)).toBeNull();
    }
  });

  it('name one saved search of the user when signed for it, and only under the saved_searches topic', () => {
    const savedSearchId = randomUUID();
    const token = signUnsubscribeToken(key, { userId, topic: 'saved_searches', savedSearchId });
    expect(token.length).toBeLessThan(UNSUBSCRIBE_TOKEN_MAX_LENGTH);
    expect(verifyUnsubscribeToken(key, token)).toEqual({ userId, topic: 'saved_searches', savedSearchId });
    for (const content of [`${userId}:reviews:${savedSearchId}`, `${userId}:saved_searches:not-a-uuid`]) {
      const payload = Buffer.from(content).toString('base64url');
      const signed = `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
      expect(verifyUnsubscribeToken(key, signed)).toBeNull();
    }
  });

  it('are refused past the longest length before any work', () => {
    expect(verifyUnsubscribeToken(key, 'a'.repeat(UNSUBSCRIBE_TOKEN_MAX_LENGTH + 1))).toBeNull();
  });
});
