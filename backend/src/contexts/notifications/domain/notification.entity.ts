import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { NOTIFICATION_TYPES, NotificationType } from '../public';

/** Something the user should know; entityId says where it leads (a job, a contract), by type. */
@Entity({ tableName: 'notifications' })
@Index({ name: 'notifications_user_id_created_at_index', properties: ['userId', 'createdAt'] })
// At most one unread message notification per sender (Notifier.sendUnlessUnreadFromSameSender).
@Index({
  name: 'notifications_one_unread_message_per_sender',
  expression:
    'create unique index "notifications_one_unread_message_per_sender" on "notifications" ("user_id", "entity_id") where "type" = \'message\' and not "is_read"',
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

  @Property({ type: 'text' })
  title: string;

  @Property({ type: 'text' })
  message: string;

  @Property({ type: 'boolean' })
  isRead = false;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  constructor(props: { userId: string; type: NotificationType; entityId: string | null; title: string; message: string; createdAt: Date }) {
    this.userId = props.userId;
    this.type = props.type;
    this.entityId = props.entityId;
    this.title = props.title;
    this.message = props.message;
    this.createdAt = props.createdAt;
  }

  markRead(): void {
    this.isRead = true;
  }
}
