import { DomainError } from '../../../platform/errors/domain-error';

/** A forged, altered or cut unsubscribe token, or one of an account that no longer exists. */
export class EmailLinkInvalid extends DomainError {
  constructor() {
    super(
      'EMAIL.LINK_INVALID',
      'This unsubscribe link is invalid. Open it again from the email, or turn emails off in Settings → Notifications.',
      'invalid',
    );
  }
}
