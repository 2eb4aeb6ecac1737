import { LOGIN_URL } from '../../../api/navigation';

/** The sign-in page opened on its Create account tab. */
export const SIGN_UP_URL = `${LOGIN_URL}?mode=signup`;

/** The Create account tab with its choice made: "I want to hire" (client) or "I want to work" (freelancer). */
export function signUpUrlAs(role: 'client' | 'freelancer'): string {
  return `${SIGN_UP_URL}&role=${role}`;
}
