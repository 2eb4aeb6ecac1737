import { APPEAL_TOKEN_LIFETIME_SECONDS, appealTokenKey, signAppealToken, verifyAppealToken } from './appeal-token';

const key = appealTokenKey('a-session-secret-that-is-long-enough-0123456789');
const claims = { userId: '6f1c1c9e-5a8e-4d0e-9c43-2a1f3b7c9d10', actionId: '0b9e7f3a-1d2c-4e5f-8a6b-7c8d9e0f1a2b' };
const now = new Date('2026-12-04T10:00:00Z');

describe('appeal tokens (decision 0065)', () => {
  it('name the user and the suspension they were signed for, until they expire', () => {
    const token = signAppealToken(key, claims, now);
    expect(verifyAppealToken(key, token, now)).toEqual(claims);
    expect(verifyAppealToken(key, token, new Date(now.getTime() + (APPEAL_TOKEN_LIFETIME_SECONDS - 1) * 1000))).toEqual(claims);
    expect(verifyAppealToken(key, token, new Date(now.getTime() + APPEAL_TOKEN_LIFETIME_SECONDS * 1000))).toBeNull();
  });

  it('refuse another key, a changed payload or signature, and anything malformed', () => {
    const token = signAppealToken(key, claims, now);
    const [version, payload, signature] = token.split('.');
    const other = Buffer.from(`${claims.userId}:${claims.userId}:9999999999`).toString('base64url');
    expect(verifyAppealToken(appealTokenKey('another-secret-that-is-long-enough-0123456789'), token, now)).toBeNull();
    expect(verifyAppealToken(key, `${version}.${other}.${signature}`, now)).toBeNull();
    expect(verifyAppealToken(key, `${version}.${payload}.${signature.slice(1)}`, now)).toBeNull();
    expect(verifyAppealToken(key, `a0.${payload}.${signature}`, now)).toBeNull();
    expect(verifyAppealToken(key, `${token}.x`, now)).toBeNull();
    expect(verifyAppealToken(key, 'x'.repeat(300), now)).toBeNull();
    expect(verifyAppealToken(key, '', now)).toBeNull();
  });
});
