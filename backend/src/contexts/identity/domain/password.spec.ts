import { hashPassword, passwordMatches, passwordProblem } from './password';

describe('passwordProblem', () => {
  it.each([
    ['password', /most common/],
    ['PASSWORD', /most common/],
    ['12345678', /most common/],
    ['qwertyuiop', /most common/],
    ['iloveyou', /most common/],
    ['        ', /only spaces/],
    ['short', /at least 8 characters/],
    ['x'.repeat(129), /at most 128 characters/],
  ])('refuses %p', (password, reason) => {
    expect(passwordProblem(password)).toMatch(reason);
  });

  it.each(['correct-horse-battery', 'Tr4vel by n1ght', '  spaced but long  '])('accepts %p', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });
});

describe('password hashes', () => {
  const least = { memoryKib: 1024, iterations: 1 };

  it('records the cost it was made with, and verifies whatever the current cost', async () => {
    const hash = await hashPassword('correct-horse-battery', { memoryKib: 8192, iterations: 2 });
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=8192,p=4,t=2\$/);
    await expect(passwordMatches(hash, 'correct-horse-battery', least)).resolves.toBe(true);
    await expect(passwordMatches(hash, 'correct-horse-batterY', least)).resolves.toBe(false);
  });

  it('answers false, not an error, for a missing or malformed hash', async () => {
    await expect(passwordMatches(undefined, 'correct-horse-battery', least)).resolves.toBe(false);
    await expect(passwordMatches('not a hash', 'correct-horse-battery', least)).resolves.toBe(false);
  });
});
