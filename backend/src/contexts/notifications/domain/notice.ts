import type { AdminQueueKind } from '../../../platform/admin-queues/admin-queue';
import type { NotificationType } from '../public';
import type { EmailTopic } from './email-topics';

/**
 * What one user is told of one event, decided by the event's handler and given to every channel:
 * the in-app notification (pushed live as it is stored) and the email. A channel the notice leaves
 * out says nothing of the event.
 */
export type Notice = {
  userId: string;
  inApp?: InAppNotice;
  email?: EmailNotice;
};

/**
 * The notification in the bell; its type says where entityId leads (a job, a contract, …), and for
 * an `admin_queue` notification its queue says which section of the admin panel.
 */
export type InAppNotice = { type: NotificationType; entityId: string | null; queue?: AdminQueueKind; title: string; message: string };

/**
 * An email that the user can turn off by its topic, or that they get whatever their topics, with
 * no unsubscribe: what an administrator did to their account or content (decision 0035), or a
 * change to how the account signs in (its password).
 */
export type EmailNotice = {
  topic: EmailTopic | typeof ENFORCEMENT | typeof SECURITY;
  /** Which email of the event it is: each kind is sent once per event and address. */
  kind: string;
  subject: string;
  /** The line mail clients show after the subject. */
  preview: string;
  paragraphs: string[];
  /** Links after the paragraphs: to a screen of the app, or to the unsubscribe page of one saved search of the user's. */
  links?: EmailLink[];
  /** The one button, to a screen of the app (a path such as `/contracts/{id}`). */
  action?: { label: string; screen: string };
  /** The email's one-click unsubscribe (headers and footer) turns off this saved search's alert instead of the topic (decision 0073). */
  unsubscribeSavedSearchId?: string;
};

export type EmailLink = { label: string; screen: string } | { label: string; unsubscribeSavedSearchId: string };

/** The "topic" of enforcement emails, which cannot be turned off. */
export const ENFORCEMENT = 'enforcement';

/** The "topic" of emails about the account's own security (its password changed), which cannot be turned off. */
export const SECURITY = 'security';
