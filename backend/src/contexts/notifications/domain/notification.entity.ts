import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { ADMIN_QUEUE_KINDS, type AdminQueueKind } from '../../../platform/admin-queues/admin-queue';
import { NOTIFICATION_TYPES, NotificationType } from '../public';
import { NotificationNotFound } from './notifications-errors';

/** Something the user should know; entityId says where it leads (a job, a contract), by type. */
@Entity({ tableName: 'notifications' })
@Index({ name: 'notifications_user_id_created_at_index', properties: ['userId', 'createdAt'] })
// The database's form of unreadMessageNotificationOf: it keeps one per sender when deliveries race.
@Index({
  name: 'notifications_one_unread_message_per_sender',
  expression:
    'create unique index "notifications_one_unread_message_per_sender" on "notifications" ("user_id", "entity_id") where "type" = \'message\' and not "is_read"',
})
// The unread notifications of an item of the administrators' queues, read when it is decided.
@Index({
  name: 'notifications_unread_admin_queue_item',
  expression:
    'create index "notifications_unread_admin_queue_item" on "notifications" ("entity_id") where "type" = \'admin_queue\' and not "is_read"',
})
export class Notification {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId: string;

  @Enum({ items: [...NOTIFICATION_TYPES] })
  type: NotificationType;

  @Property({ type: 'uuid', nullable: true })
  entityId: string | null;

  /** For an `admin_queue` notification, the queue its item (entityId) waits in; null for every other type. */
  @Enum({ items: [...ADMIN_QUEUE_KINDS], nullable: true })
  queue: AdminQueueKind | null = null;

  @Property({ type: 'text' })
  title: string;

  @Property({ type: 'text' })
  message: string;

  @Property({ type: 'boolean' })
  isRead = false;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  constructor(props: {
    userId: string;
    type: NotificationType;
    entityId: string | null;
    queue?: AdminQueueKind;
    title: string;
    message: string;
    createdAt: Date;
  }) {
    this.userId = props.userId;
    this.type = props.type;
    this.entityId = props.entityId;
    this.queue = props.queue ?? null;
    this.title = props.title;
    this.message = props.message;
    this.createdAt = props.createdAt;
  }

  /** Read by its user; someone else's notification is as missing to them as one that never existed. */
  markReadBy(userId: string): void {
    if (userId !== this.userId) throw new NotificationNotFound();
    this.isRead = true;
  }
}

/**
 * The receiver's unread notification of one sender's messages (a `message` notification's
 * entityId is its sender). While it is unread a new message from that sender makes no other, so a
 * burst of messages makes one; reading the conversation with the sender settles it. A plain
 * equality filter, so the database and the rule read it alike.
 */
export function unreadMessageNotificationOf(
  receiverId: string,
  senderId: string,
): { userId: string; type: 'message'; entityId: string; isRead: false } {
  return { userId: receiverId, type: 'message', entityId: senderId, isRead: false };
}
