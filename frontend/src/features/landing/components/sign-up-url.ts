import { LOGIN_URL } from '../../../api/navigation';

/** The sign-in page opened on its Create account tab. */
export const SIGN_UP_URL = `${LOGIN_URL}?mode=signup`;
