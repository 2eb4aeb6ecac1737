/** Server pages reached by a full browser navigation, never through the client-side router. */
export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';
