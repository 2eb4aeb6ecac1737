import { createHash, createHmac, hkdfSync } from 'node:crypto';
import { DomainError } from '../../../platform/errors/domain-error';

/**
 * What an emailed link does: prove the address, set a new password, move the account to a new
 * address, or undo such a move (sent to the address it left, with the notice of the change).
 */
export const ACCOUNT_LINK_PURPOSES = ['verify_email', 'reset_password', 'change_email', 'undo_email_change'] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

/**
 * How long a link works. A reset link opens the account without its password, so it lives long
 * enough to reach the inbox and be opened, not for a mailbox someone reads later.
 */
export const ACCOUNT_LINK_LIFETIME_SECONDS: Record<AccountLinkPurpose, number> = {
  verify_email: 24 * 3600,
  reset_password: 30 * 60,
  change_email: 24 * 3600,
  // Long enough for an owner to notice the notice; short, as the address the account left may soon be someone else's.
  undo_email_change: 72 * 3600,
};

/**
 * Whether a new link of the purpose ends the earlier ones (only the latest email's link works). An
 * undo link does not: each restores the address it was sent to, and an intruder who moved the
 * account twice must not end the first owner's way back by the second move.
 */
export const ONLY_LATEST_LINK_WORKS: Record<AccountLinkPurpose, boolean> = {
  verify_email: true,
  reset_password: true,
  change_email: true,
  undo_email_change: false,
};

/** The screen of the site each link opens, with its token in the query. */
export const ACCOUNT_LINK_PATHS: Record<AccountLinkPurpose, string> = {
  verify_email: '/verify-email',
  reset_password: '/reset-password',
  change_email: '/confirm-email',
  // Undoing a move also sets a new password: the reset screen asks for it.
  undo_email_change: '/reset-password',
};

/** The key link tokens are made with: derived from the server's secret, never that secret itself. */
export function accountLinkKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'verifiedwork', 'account link tokens', 32));
}

/**
 * The token emailed for the link with this id (43 base64url characters, 256 bits). Made from the
 * id and the server's key rather than stored: the outbox event carries only the id, and the mail
 * handler makes the token again; whoever reads the database has neither.
 */
export function accountLinkToken(key: Buffer, linkId: string): string {
  return createHmac('sha256', key).update(linkId).digest('base64url');
}

/** What the database keeps of a token: its SHA-256, which cannot be turned back into a token. */
export function accountLinkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export class AccountLinkInvalid extends DomainError {
  constructor() {
    super('IDENTITY.LINK_INVALID', 'This link is invalid or has expired. Ask for a new one.', 'invalid');
  }
}

export class EmailAlreadyVerified extends DomainError {
  constructor() {
    super('IDENTITY.EMAIL_ALREADY_VERIFIED', 'Your email address is already confirmed.', 'invalid');
  }
}

export class EmailUnchanged extends DomainError {
  constructor() {
    super('IDENTITY.EMAIL_UNCHANGED', 'This is already your email address', 'invalid');
  }
}
