import { DomainError } from '../../../platform/errors/domain-error';

/** Someone else's notification is as missing as one that never existed. */
export class NotificationNotFound extends DomainError {
  constructor() {
    super('NOTIFICATIONS.NOT_FOUND', 'Notification not found', 'not_found');
  }
}
