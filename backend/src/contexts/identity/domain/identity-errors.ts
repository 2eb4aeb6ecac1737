import { errorTable } from '../../../platform/errors/error-table';
import { calendarDate } from '../../../platform/text/calendar-date';
import type { SuspensionAppealOffer } from './appeal-token';

export const {
  EmailAlreadyRegistered,
  InvalidCredentials,
  WrongCurrentPassword,
  PasswordUnchanged,
  SessionNotFound,
  UserNotFound,
  UsernameAlreadySet,
  UsernameNotSet,
  UsernameUnchanged,
  UsernameChangeTooSoon,
  AdminRoleIsFixed,
  NotAnAdministrator,
  PictureNotUploaded,
  PortfolioItemNotFound,
  NotYourPortfolioItem,
  PortfolioFull,
  PortfolioItemTakenDown,
  UnknownUserCursor,
  AccountSuspended,
} = errorTable('IDENTITY', {
  EmailAlreadyRegistered: { code: 'EMAIL_TAKEN', message: 'An account with this email already exists', kind: 'conflict' },
  InvalidCredentials: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password', kind: 'unauthenticated' },
  WrongCurrentPassword: { code: 'WRONG_CURRENT_PASSWORD', message: 'Your current password is not right', kind: 'invalid' },
  PasswordUnchanged: { code: 'PASSWORD_UNCHANGED', message: 'Choose a new password other than your current one', kind: 'invalid' },
  SessionNotFound: { code: 'SESSION_NOT_FOUND', message: 'That session has already ended', kind: 'not_found' },
  UserNotFound: { code: 'USER_NOT_FOUND', message: 'User not found', kind: 'not_found' },
  UsernameAlreadySet: { code: 'USERNAME_ALREADY_SET', message: 'You already have a username; change it in Settings', kind: 'conflict' },
  UsernameNotSet: { code: 'USERNAME_NOT_SET', message: 'Choose a username first', kind: 'conflict' },
  UsernameUnchanged: { code: 'USERNAME_UNCHANGED', message: 'This is already your username', kind: 'invalid' },
  UsernameChangeTooSoon: {
    code: 'USERNAME_CHANGE_TOO_SOON',
    message: (nextAllowedAt: Date) => `You can change your username again on ${nextAllowedAt.toISOString().slice(0, 10)}`,
    kind: 'conflict',
    details: (nextAllowedAt: Date) => ({ nextAllowedAt: nextAllowedAt.toISOString() }),
  },
  AdminRoleIsFixed: { code: 'ADMIN_CANNOT_SWITCH_ROLE', message: 'Administrators cannot switch role', kind: 'forbidden' },
  /** `npm run admin:revoke` named an account that holds no administrator role. */
  NotAnAdministrator: {
    code: 'NOT_AN_ADMINISTRATOR',
    message: 'This account is not an administrator: there is no administrator role to revoke',
    kind: 'conflict',
  },
  PictureNotUploaded: {
    code: 'PICTURE_NOT_UPLOADED',
    message: 'A new profile picture must be uploaded first (profile-picture-upload-url, then finalize)',
    kind: 'invalid',
  },
  PortfolioItemNotFound: { code: 'PORTFOLIO_ITEM_NOT_FOUND', message: 'Portfolio item not found', kind: 'not_found' },
  NotYourPortfolioItem: { code: 'NOT_YOUR_PORTFOLIO_ITEM', message: 'Only the owner can change this portfolio item', kind: 'forbidden' },
  /** An item an administrator took down stays as it was judged until restored: its owner may read it, remove it, or appeal. */
  PortfolioItemTakenDown: {
    code: 'PORTFOLIO_ITEM_TAKEN_DOWN',
    message: 'An administrator took this item down: it cannot be edited until it is restored',
    kind: 'conflict',
  },
  PortfolioFull: {
    code: 'PORTFOLIO_FULL',
    message: (limit: number) => `A portfolio holds at most ${limit} items`,
    kind: 'conflict',
    details: (limit: number) => ({ limit }),
  },
  /** A `before` of the administrators' people search that is no account. */
  UnknownUserCursor: { code: 'UNKNOWN_CURSOR', message: 'before must be the id of an account of this list', kind: 'invalid' },
  /** Sign-in with the right password to an account an administrator suspended (decision 0035): until when, and why. */
  AccountSuspended: {
    code: 'ACCOUNT_SUSPENDED',
    message: (until: Date | null) =>
      until ? `Your account is suspended until ${calendarDate(until)}.` : 'Your account is suspended until an administrator lifts it.',
    kind: 'forbidden',
    // The sign-in refusal adds how to appeal (decision 0065); the session's own refusal does not.
    details: (until: Date | null, reason: string, appeal?: SuspensionAppealOffer) => ({
      until: until?.toISOString() ?? null,
      reason,
      ...(appeal && { appeal }),
    }),
  },
});
