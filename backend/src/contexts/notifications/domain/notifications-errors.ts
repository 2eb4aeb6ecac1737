import { errorTable } from '../../../platform/errors/error-table';

export const { NotificationNotFound } = errorTable('NOTIFICATIONS', {
  /** Someone else's notification is as missing as one that never existed. */
  NotificationNotFound: { code: 'NOT_FOUND', message: 'Notification not found', kind: 'not_found' },
});

/** The email channel's errors keep the codes of the email context they came from. */
export const { EmailLinkInvalid, EmailTopicNotOffered } = errorTable('EMAIL', {
  /** A forged, altered or cut unsubscribe token, or one of an account that no longer exists. */
  EmailLinkInvalid: {
    code: 'LINK_INVALID',
    message: 'This unsubscribe link is invalid. Open it again from the email, or turn emails off in Settings → Notifications.',
    kind: 'invalid',
  },
  /** A member named a topic only administrators are offered (their queues' digest). */
  EmailTopicNotOffered: {
    code: 'TOPIC_NOT_OFFERED',
    message: 'Only administrators get emails of work waiting in the admin panel',
    kind: 'forbidden',
  },
});
