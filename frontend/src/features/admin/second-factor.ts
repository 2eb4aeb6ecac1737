import { isApiError } from '../../api/errors';

/** What every admin endpoint answers an administrator who has not set up two-factor sign-in. */
const SECOND_FACTOR_NOT_SET_UP = 'AUTH.SECOND_FACTOR_NOT_SET_UP';

export function isSecondFactorMissing(error: unknown): boolean {
  return isApiError(error, 403) && error.body?.code === SECOND_FACTOR_NOT_SET_UP;
}

/**
 * For the admin loaders: an administrator without a second factor gets the screen that asks them
 * to set one up (it catches the same refusal from its queries), not the error screen.
 */
export function unlessSecondFactorMissing(error: unknown): void {
  if (!isSecondFactorMissing(error)) throw error;
}
