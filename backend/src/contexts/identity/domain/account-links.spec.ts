import { createHash, randomUUID } from 'node:crypto';
import {
  ACCOUNT_LINK_LIFETIME_SECONDS,
  accountLinkKey,
  accountLinkToken,
  accountLinkTokenHash,
  ONLY_LATEST_LINK_WORKS,
} from './account-links';
import { User } from './user.entity';

describe('account link tokens', () => {
  const key = accountLinkKey('a-session-secret-that-is-long-enough-0123456789');

  it('are 256 bits in base64url, the same for one link and key, and different for another link or key', () => {
    const linkId = randomUUID();
    const token = accountLinkToken(key, linkId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(accountLinkToken(key, linkId)).toBe(token);
    expect(accountLinkToken(key, randomUUID())).not.toBe(token);
    expect(accountLinkToken(accountLinkKey('another-session-secret-that-is-long-enough-987'), linkId)).not.toBe(token);
  });

  it('never use the server secret itself as the key', () => {
    expect(key.toString('utf8')).not.toContain('a-session-secret');
    expect(key).toHaveLength(32);
  });

  it('are stored as their SHA-256 only', () => {
    const token = accountLinkToken(key, randomUUID());
    expect(accountLinkTokenHash(token)).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(accountLinkTokenHash(token)).not.toContain(token);
  });

  it('last 24 hours, 30 minutes for a password reset and 72 hours to undo an address change', () => {
    expect(ACCOUNT_LINK_LIFETIME_SECONDS).toEqual({
      verify_email: 86_400,
      reset_password: 1_800,
      change_email: 86_400,
      undo_email_change: 259_200,
    });
  });

  it('end the earlier ones of their purpose when issued, but undo links, each of which restores its own address', () => {
    expect(ONLY_LATEST_LINK_WORKS).toEqual({ verify_email: true, reset_password: true, change_email: true, undo_email_change: false });
  });
});

describe('a user’s email address', () => {
  const user = () => new User({ email: 'Ana@Example.test', passwordHash: 'hash', firstName: 'Ana', lastName: 'Lee' });

  it('is confirmed once: the first confirmation counts', () => {
    const ana = user();
    expect(ana.emailVerifiedAt).toBeNull();
    ana.confirmEmail(new Date('2026-01-01T00:00:00Z'));
    ana.confirmEmail(new Date('2026-02-01T00:00:00Z'));
    expect(ana.emailVerifiedAt).toEqual(new Date('2026-01-01T00:00:00Z'));
  });

  it('moves to a new address, lowercased and proven by the link that reached it', () => {
    const ana = user();
    ana.moveToEmail(' Ana.New@Example.test ', new Date('2026-03-01T00:00:00Z'));
    expect(ana).toMatchObject({ email: 'ana.new@example.test', emailVerifiedAt: new Date('2026-03-01T00:00:00Z') });
  });
});
