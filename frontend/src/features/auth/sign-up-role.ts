/** What a new account comes to do, its first role: it opens the matching dashboard (the role switch changes it later). */
export type SignUpRole = 'client' | 'freelancer';

export function isSignUpRole(value: unknown): value is SignUpRole {
  return value === 'client' || value === 'freelancer';
}
