import { DomainError } from '../../../platform/errors/domain-error';
import { calendarDate } from '../../../platform/text/calendar-date';

export class EmailAlreadyRegistered extends DomainError {
  constructor() {
    super('IDENTITY.EMAIL_TAKEN', 'An account with this email already exists', 'conflict');
  }
}

export class InvalidCredentials extends DomainError {
  constructor() {
    super('IDENTITY.INVALID_CREDENTIALS', 'Invalid email or password', 'unauthenticated');
  }
}

export class WrongCurrentPassword extends DomainError {
  constructor() {
    super('IDENTITY.WRONG_CURRENT_PASSWORD', 'Your current password is not right', 'invalid');
  }
}

export class PasswordUnchanged extends DomainError {
  constructor() {
    super('IDENTITY.PASSWORD_UNCHANGED', 'Choose a new password other than your current one', 'invalid');
  }
}

export class SessionNotFound extends DomainError {
  constructor() {
    super('IDENTITY.SESSION_NOT_FOUND', 'That session has already ended', 'not_found');
  }
}

export class UserNotFound extends DomainError {
  constructor() {
    super('IDENTITY.USER_NOT_FOUND', 'User not found', 'not_found');
  }
}

export class UsernameAlreadySet extends DomainError {
  constructor() {
    super('IDENTITY.USERNAME_ALREADY_SET', 'You already have a username; change it in Settings', 'conflict');
  }
}

export class UsernameNotSet extends DomainError {
  constructor() {
    super('IDENTITY.USERNAME_NOT_SET', 'Choose a username first', 'conflict');
  }
}

export class UsernameUnchanged extends DomainError {
  constructor() {
    super('IDENTITY.USERNAME_UNCHANGED', 'This is already your username', 'invalid');
  }
}

export class UsernameChangeTooSoon extends DomainError {
  constructor(nextAllowedAt: Date) {
    super(
      'IDENTITY.USERNAME_CHANGE_TOO_SOON',
      `You can change your username again on ${nextAllowedAt.toISOString().slice(0, 10)}`,
      'conflict',
      { nextAllowedAt: nextAllowedAt.toISOString() },
    );
  }
}

export class AdminRoleIsFixed extends DomainError {
  constructor() {
    super('IDENTITY.ADMIN_CANNOT_SWITCH_ROLE', 'Administrators cannot switch role', 'forbidden');
  }
}

/** `npm run admin:revoke` named an account that holds no administrator role. */
export class NotAnAdministrator extends DomainError {
  constructor() {
    super('IDENTITY.NOT_AN_ADMINISTRATOR', 'This account is not an administrator: there is no administrator role to revoke', 'conflict');
  }
}

export class PictureNotUploaded extends DomainError {
  constructor() {
    super(
      'IDENTITY.PICTURE_NOT_UPLOADED',
      'A new profile picture must be uploaded first (profile-picture-upload-url, then finalize)',
      'invalid',
    );
  }
}

export class PortfolioItemNotFound extends DomainError {
  constructor() {
    super('IDENTITY.PORTFOLIO_ITEM_NOT_FOUND', 'Portfolio item not found', 'not_found');
  }
}

export class NotYourPortfolioItem extends DomainError {
  constructor() {
    super('IDENTITY.NOT_YOUR_PORTFOLIO_ITEM', 'Only the owner can change this portfolio item', 'forbidden');
  }
}

export class PortfolioFull extends DomainError {
  constructor(limit: number) {
    super('IDENTITY.PORTFOLIO_FULL', `A portfolio holds at most ${limit} items`, 'conflict', { limit });
  }
}

/** A `before` of the administrators' people search that is no account. */
export class UnknownUserCursor extends DomainError {
  constructor() {
    super('IDENTITY.UNKNOWN_CURSOR', 'before must be the id of an account of this list', 'invalid');
  }
}

/** Sign-in with the right password to an account an administrator suspended (decision 0035): until when, and why. */
export class AccountSuspended extends DomainError {
  constructor(until: Date | null, reason: string) {
    super(
      'IDENTITY.ACCOUNT_SUSPENDED',
      until ? `Your account is suspended until ${calendarDate(until)}.` : 'Your account is suspended until an administrator lifts it.',
      'forbidden',
      { until: until?.toISOString() ?? null, reason },
    );
  }
}
