import { InvalidUsername, nextUsernameChangeAt, Username, usernameRuleViolation } from './username';

describe('username rules', () => {
  it.each(['abc', 'a_b', 'user_2024', 'x'.repeat(20), '___', '123'])('accepts %s', (candidate) => {
    expect(usernameRuleViolation(candidate)).toBeNull();
    expect(Username.parse(candidate).value).toBe(candidate);
  });

  it.each([
    ['', 'Username must be at least 3 characters'],
    ['ab', 'Username must be at least 3 characters'],
    ['x'.repeat(21), 'Username must be at most 20 characters'],
    ['Abc', 'Username can only contain lowercase letters, numbers, and underscores'],
    ['a-b-c', 'Username can only contain lowercase letters, numbers, and underscores'],
    ['a b c', 'Username can only contain lowercase letters, numbers, and underscores'],
    ['ümlaut', 'Username can only contain lowercase letters, numbers, and underscores'],
  ])('refuses %p: %s', (candidate, message) => {
    expect(usernameRuleViolation(candidate)).toBe(message);
    expect(() => Username.parse(candidate)).toThrow(new InvalidUsername(message));
  });

  it('allows the next change seven days after the last one', () => {
    expect(nextUsernameChangeAt(null)).toBeNull();
    expect(nextUsernameChangeAt(new Date('2026-01-01T10:00:00Z'))).toEqual(new Date('2026-01-08T10:00:00Z'));
  });
});
