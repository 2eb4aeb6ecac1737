import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { EmailContent, PRODUCT_NAME } from '../../../platform/mail/email-layout';
import { MailSender } from '../../../platform/mail/mail-sender';
import { ACCOUNT_LINK_PATHS, AccountLinkPurpose } from '../domain/account-links';
import { AccountTokens, MailableLink } from '../infrastructure/account-tokens';

/** A link mailed on its own, not with a notice (an undo link goes with the notice of the change it undoes). */
type OwnEmailLink = MailableLink & { purpose: Exclude<AccountLinkPurpose, 'undo_email_change'> };

/** What each account link's email says; the link opens the screen of its purpose with the token. */
function linkEmail(link: OwnEmailLink, url: string): EmailContent {
  const greeting = `Hi ${link.firstName},`;
  switch (link.purpose) {
    case 'verify_email':
      return {
        subject: 'Confirm your email address',
        preview: `One click and your ${PRODUCT_NAME} account can post, apply and message.`,
        greeting,
        paragraphs: [
          `Welcome to ${PRODUCT_NAME}. Confirm that ${link.email} is your email address: until then you can browse and set up your profile, but not post jobs, apply, send messages or verify your identity.`,
          'The link works for 24 hours, once. You can ask for a new one from the banner at the top of the site.',
        ],
        action: { label: 'Confirm my email address', url },
        footnote: `You got this email because someone signed up for ${PRODUCT_NAME} with this address, or asked for a new confirmation link. If it was not you, ignore it: nothing happens unless the link is opened.`,
      };
    case 'reset_password':
      return {
        subject: `Reset your ${PRODUCT_NAME} password`,
        preview: 'Choose a new password; the link works for 30 minutes.',
        greeting,
        paragraphs: [
          `Someone asked to reset the password of the ${PRODUCT_NAME} account at ${link.email}. Choose a new password with the link below.`,
          'The link works for 30 minutes, once. Setting a new password signs the account out on every device.',
        ],
        action: { label: 'Choose a new password', url },
        footnote: `You got this email because a password reset was asked for on ${PRODUCT_NAME} with this address. If it was not you, ignore it: your password stays as it is.`,
      };
    case 'change_email':
      return {
        subject: 'Confirm your new email address',
        preview: `Confirm the new address of your ${PRODUCT_NAME} account.`,
        greeting,
        paragraphs: [
          `You asked to change the email address of your ${PRODUCT_NAME} account to ${link.email}. Confirm it with the link below; until then the account keeps its current address.`,
          'The link works for 24 hours, once.',
        ],
        action: { label: 'Confirm my new address', url },
        footnote: `You got this email because someone asked to move a ${PRODUCT_NAME} account to this address. If it was not you, ignore it: nothing changes unless the link is opened.`,
      };
  }
}

/** Mails account links, each at most once per event: only while the link still works (not used, replaced or expired). */
@Injectable()
export class AccountLinkMails {
  constructor(
    private readonly tokens: AccountTokens,
    private readonly mail: MailSender,
    private readonly config: AppConfig,
  ) {}

  async send(eventId: string, linkId: string): Promise<void> {
    const link = await this.tokens.mailable(linkId);
    // Used, replaced by a newer link, or expired: an email would only lead to "this link is invalid".
    if (!link) return;
    const { purpose } = link;
    // An undo link is mailed with the notice of the change it undoes (TellOldAddressOfEmailChange).
    if (purpose === 'undo_email_change') return;
    await this.mail.sendOnce({ eventId, kind: purpose, to: link.email, content: linkEmail({ ...link, purpose }, this.url(link)) });
  }

  /** The screen the link opens, with its token. */
  url(link: MailableLink): string {
    return `${this.config.publicUrl}${ACCOUNT_LINK_PATHS[link.purpose]}?token=${link.token}`;
  }
}
