import { AccountAlreadyDeleted, AdminCannotDeleteAccount, deleteAccount, UNUSABLE_PASSWORD_HASH } from './account-deletion';
import { User } from './user.entity';
import { Username } from './username';

function fullProfile(): User {
  const user = new User({ email: 'ada@example.com', passwordHash: 'hash', firstName: 'Ada', lastName: 'Lovelace' });
  user.setUpUsername(Username.parse('ada'));
  user.updateProfile({
    firstName: 'Ada',
    lastName: 'Lovelace',
    bio: 'Analyst',
    location: 'London',
    hourlyRate: { currency: 'GBP', amount: 4000 },
    skills: ['Support'],
    languages: ['English'],
  });
  user.changePicture('https://media.example/pictures/ada.webp');
  user.emailVerifiedAt = new Date('2026-01-01T00:00:00Z');
  user.isVerified = true;
  user.trustScore = 80;
  return user;
}

describe('deleting an account', () => {
  const now = new Date('2026-03-02T09:00:00Z');

  it('anonymises everything of the person and keeps what other records rely on', () => {
    const user = fullProfile();
    const { removedPicture } = deleteAccount(user, now);

    expect(removedPicture).toBe('https://media.example/pictures/ada.webp');
    expect(user).toMatchObject({
      firstName: 'Deleted',
      lastName: 'user',
      email: `deleted:${user.id}`,
      emailVerifiedAt: null,
      username: null,
      usernameLastChanged: null,
      passwordHash: UNUSABLE_PASSWORD_HASH,
      profileImageUrl: null,
      bio: null,
      location: null,
      hourlyRate: null,
      skills: [],
      languages: [],
      deletedAt: now,
      // The badge and score describe the records others keep (contracts, reviews).
      isVerified: true,
      trustScore: 80,
      role: 'freelancer',
    });
  });

  it('gives every deleted account its own address, so the unique address index holds', () => {
    const first = fullProfile();
    const second = fullProfile();
    deleteAccount(first, now);
    deleteAccount(second, now);
    expect(first.email).not.toBe(second.email);
  });

  it('refuses an administrator, and an account already deleted', () => {
    const admin = fullProfile();
    admin.grantAdmin();
    expect(() => deleteAccount(admin, now)).toThrow(AdminCannotDeleteAccount);
    expect(admin.firstName).toBe('Ada');

    const user = fullProfile();
    deleteAccount(user, now);
    expect(() => deleteAccount(user, new Date(now.getTime() + 1000))).toThrow(AccountAlreadyDeleted);
    expect(user.deletedAt).toEqual(now);
  });
});
