import { DomainError } from '../../../platform/errors/domain-error';

/** Someone else's notification is as missing as one that never existed. */
export class NotificationNotFound extends DomainError {
  constructor() {
    super('NOTIFICATIONS.NOT_FOUND', 'Notification not found', 'not_found');
  }
}

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
