import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { AdminQueueKind } from '../../../platform/admin-queues/admin-queue';
import { Notification, unreadMessageNotificationOf } from '../domain/notification.entity';
import type { NotificationsTables } from './notifications-read-repository';

/** The writes of notifications: most inside the transaction of the event delivery that makes them (its `em`). */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Stores the notifications and returns those stored. A `message` notification is stored only
   * when its user has no unread one from the same sender (its entityId): the database keeps
   * unreadMessageNotificationOf with a unique partial index, also between deliveries racing on
   * two instances.
   */
  async add(em: EntityManager, notifications: readonly Notification[]): Promise<Notification[]> {
    const stored: Notification[] = [];
    for (const notification of notifications) {
      if (notification.type !== 'message') {
        em.persist(notification);
        stored.push(notification);
      } else if (await this.addUnlessUnreadFromSameSender(em, notification)) {
        stored.push(notification);
      }
    }
    await em.flush();
    return stored;
  }

  private async addUnlessUnreadFromSameSender(em: EntityManager, notification: Notification): Promise<boolean> {
    const row = await em
      .getKysely<NotificationsTables>()
      .insertInto('notifications')
      .values({
        id: notification.id,
        user_id: notification.userId,
        type: 'message',
        entity_id: notification.entityId,
        title: notification.title,
        message: notification.message,
        is_read: false,
        created_at: notification.createdAt,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'entity_id'])
          // The index's predicate as a literal: PostgreSQL matches it to the partial index while
          // planning, and a generic plan cannot see a parameter's value.
          .where('type', '=', sql.lit('message'))
          .where((eb) => eb.not(eb.ref('is_read')))
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Marks all the user's notifications read; returns how many were unread. */
  markAllRead(userId: string): Promise<number> {
    return this.em.fork().nativeUpdate(Notification, { userId, isRead: false }, { isRead: true });
  }

  /** The reader's unread notification of the other user's messages is read (they opened the conversation). */
  async settleMessagesFrom(em: EntityManager, readerId: string, senderId: string): Promise<void> {
    await em.nativeUpdate(Notification, unreadMessageNotificationOf(readerId, senderId), { isRead: true });
  }

  /** Every `message` notification of the receiver's from the sender says only `message` (a message of theirs was removed). */
  async rewordMessagesFrom(em: EntityManager, receiverId: string, senderId: string, message: string): Promise<void> {
    await em.nativeUpdate(Notification, { userId: receiverId, type: 'message', entityId: senderId }, { message });
  }

  /**
   * Every administrator's unread notification of this item of their queues is read: it was
   * decided, so the bell no longer points at finished work. Returns how many were unread.
   */
  async settleQueueItem(em: EntityManager, queue: AdminQueueKind, itemId: string): Promise<number> {
    const result = await em
      .getKysely<NotificationsTables>()
      .updateTable('notifications')
      .set({ is_read: true })
      // The partial index's predicate as literals, so the plan uses it whatever the parameters.
      .where('type', '=', sql.lit('admin_queue'))
      .where((eb) => eb.not(eb.ref('is_read')))
      .where('entity_id', '=', itemId)
      .where('queue', '=', queue)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Every notification of the user's goes (their account was deleted). */
  async removeAllOf(em: EntityManager, userId: string): Promise<void> {
    await em.getKysely<NotificationsTables>().deleteFrom('notifications').where('user_id', '=', userId).execute();
  }
}
