import { passwordProblem } from './password';

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
