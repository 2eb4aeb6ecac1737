import { DomainError } from '../../../platform/errors/domain-error';
import { User } from './user.entity';

export const DELETED_USER_NAME = { firstName: 'Deleted', lastName: 'user' } as const;

/** Matches no password: argon2 cannot read it as a hash, so every check of it fails. */
export const UNUSABLE_PASSWORD_HASH = '!account-deleted';

/**
 * What a deleted account keeps in place of its address: no email address at all (it has no `@`),
 * so no sign-up, which takes only addresses, can ever hold it and block the deletion it belongs to.
 */
export function deletedAccountEmail(userId: string): string {
  return `deleted:${userId}`;
}

export class AdminCannotDeleteAccount extends DomainError {
  constructor() {
    super(
      'IDENTITY.ADMIN_CANNOT_DELETE_ACCOUNT',
      'Administrators cannot delete their account: ask the operator to remove the administrator role first',
      'forbidden',
    );
  }
}

export class AccountAlreadyDeleted extends DomainError {
  constructor() {
    super('IDENTITY.ACCOUNT_DELETED', 'This account has been deleted', 'not_found');
  }
}

/**
 * Deletes the account by anonymising its row (decision 0031): what other people's records show of
 * the user becomes "Deleted user", and everything that is the person's own goes: the address
 * (freed for a new account), username (freed, and out of the directory), password, second factor,
 * profile and picture. The row stays so contracts, reviews and messages keep a party. Administrators are
 * refused: the site is never left without one by a click. Returns the picture to delete from storage.
 */
export function deleteAccount(user: User, now: Date): { removedPicture: string | null } {
  if (user.deletedAt) throw new AccountAlreadyDeleted();
  if (user.role === 'admin') throw new AdminCannotDeleteAccount();
  const removedPicture = user.profileImageUrl;
  user.firstName = DELETED_USER_NAME.firstName;
  user.lastName = DELETED_USER_NAME.lastName;
  user.email = deletedAccountEmail(user.id);
  user.emailVerifiedAt = null;
  user.username = null;
  user.usernameLastChanged = null;
  user.passwordHash = UNUSABLE_PASSWORD_HASH;
  user.profileImageUrl = null;
  user.bio = null;
  user.location = null;
  user.hourlyRate = null;
  user.skills = [];
  user.languages = [];
  // The second factor's secrets are the person's own too (its recovery codes go with the row's links).
  user.totpSecret = null;
  user.totpPendingSecret = null;
  user.twoFactorEnabledAt = null;
  user.totpLastTimeStep = null;
  user.deletedAt = now;
  return { removedPicture };
}
