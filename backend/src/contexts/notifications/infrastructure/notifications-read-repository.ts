import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Kysely } from 'kysely';
import { anyOf } from '../../../platform/database/any-of';
import type { Tables } from '../../../platform/database/tables';
import { utcTimestampText } from '../../../platform/database/utc-timestamp-text';
import { findEntityPage } from '../../../platform/paging/entity-page';
import { everyRow, isoTimestamp } from '../../../platform/paging/every-row';
import { Page, PageRequest } from '../../../platform/paging/keyset-page';
import { EmailPreferences } from '../domain/email-preferences';
import { Notification } from '../domain/notification.entity';
import type { NotificationType } from '../public';

/** A notification of the user's, as their data export lists it. */
export type ExportedNotification = {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
};

/** The tables notifications owns, the only ones its statements name. */
export type NotificationsTables = Pick<Tables, 'notifications' | 'email_preferences' | 'message_digests' | 'admin_queue_digests'>;

/** The reads of notifications' tables, their conditions written with the typed query builder. */
@Injectable()
export class NotificationsReadRepository {
  constructor(private readonly em: EntityManager) {}

  private get db(): Kysely<NotificationsTables> {
    return this.em.getKysely<NotificationsTables>();
  }

  /** The user's notifications, read or not, newest first. */
  notificationsPage(userId: string, page: PageRequest): Promise<Page<Notification>> {
    return findEntityPage(this.em, Notification, 'notifications', (eb) => eb('user_id', '=', userId), page);
  }

  /** These notifications, those that still exist, in one statement. */
  notificationsByIds(ids: readonly string[]): Promise<Notification[]> {
    return this.em.fork().find(Notification, { id: { $in: [...ids] } });
  }

  /** Every notification of the user's, oldest first, read a page at a time as the caller iterates. */
  exportedNotifications(userId: string): AsyncIterable<ExportedNotification> {
    return everyRow(
      this.db
        .selectFrom('notifications')
        .select(['id', 'type', 'title', 'message', 'is_read as isRead', 'created_at as createdAt'])
        .where('user_id', '=', userId)
        .$narrowType<{ type: NotificationType }>(),
      (eb) => ({ at: eb.ref('created_at'), id: eb.ref('id') }),
      (row) => ({ at: row.createdAt, id: row.id }),
      (row) => ({ ...row, createdAt: isoTimestamp(row.createdAt) }),
    );
  }

  /** Each user's email preferences; a user without a row has every topic on. */
  async emailPreferencesOf(userIds: readonly string[]): Promise<Map<string, EmailPreferences>> {
    const rows =
      userIds.length === 0
        ? []
        : await this.db
            .selectFrom('email_preferences')
            .select(['user_id', 'disabled_topics'])
            .where((eb) => eb('user_id', '=', anyOf(eb, userIds)))
            .execute();
    const stored = new Map(rows.map((row) => [row.user_id, EmailPreferences.fromDisabledTopics(row.disabled_topics)]));
    return new Map(userIds.map((id) => [id, stored.get(id) ?? EmailPreferences.allEnabled()]));
  }

  async emailPreferencesOfUser(userId: string): Promise<EmailPreferences> {
    return (await this.emailPreferencesOf([userId])).get(userId) ?? EmailPreferences.allEnabled();
  }

  /**
   * How far each user's unread-message digests reached, as fixed-width UTC text to the
   * microsecond (it compares as the times do); absent when they never had one.
   */
  async digestsCoveredUntil(userIds: readonly string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('message_digests')
      .select((eb) => ['user_id', utcTimestampText(eb.ref('covered_until')).as('coveredUntil')])
      .where((eb) => eb('user_id', '=', anyOf(eb, userIds)))
      .execute();
    return new Map(rows.map((row) => [row.user_id, row.coveredUntil]));
  }
}
