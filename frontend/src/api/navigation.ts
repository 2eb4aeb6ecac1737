/** Server pages reached by a full browser navigation, never through the client-side router. */
export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';

/** The sign-in page, returning to `returnTo` (a path of this site with its query) once signed in. */
export function signInUrl(returnTo: string): string {
  return `${LOGIN_URL}?next=${encodeURIComponent(returnTo)}`;
}
