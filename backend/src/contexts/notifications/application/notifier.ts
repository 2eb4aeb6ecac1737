import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock';
import type { EventDelivery } from '../../../platform/outbox/event-handlers';
import { RealtimeBus } from '../../../platform/realtime/realtime-bus';
import { GetUserSummariesQuery } from '../../identity/public';
import { Notification } from '../domain/notification.entity';
import type { NotificationType } from '../public';
import { toNotificationView } from './notification-view';
import { NOTIFICATION } from './server-events';

export type NotificationDraft = { userId: string; type: NotificationType; entityId: string | null; title: string; message: string };

/** Creates the notifications of one event delivery exactly once, then pushes them to their users' sockets. */
@Injectable()
export class Notifier implements OnModuleInit {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly realtime: RealtimeBus,
    private readonly clock: Clock,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.realtime.register(NOTIFICATION, async (refs) => {
      const found = await this.em.fork().find(Notification, { id: { $in: refs.map((ref) => ref.notificationId) } });
      const byId = new Map(found.map((notification) => [notification.id, notification]));
      return refs.map(({ notificationId }) => {
        const notification = byId.get(notificationId);
        return notification ? { notification: toNotificationView(notification) } : null;
      });
    });
  }

  /** "First Last" of each user, for the texts; read before the delivery's transaction. */
  async namesOf(userIds: readonly string[]): Promise<Map<string, string>> {
    const people = await this.queryBus.execute(new GetUserSummariesQuery(userIds));
    return new Map(userIds.map((id) => [id, people.has(id) ? `${people.get(id)?.firstName} ${people.get(id)?.lastName}` : 'Someone']));
  }

  async send(delivery: EventDelivery, drafts: NotificationDraft[]): Promise<void> {
    const createdAt = this.clock.now();
    const notifications = drafts.map((draft) => new Notification({ ...draft, createdAt }));
    const created = await delivery.once(async (em) => {
      em.persist(notifications);
    });
    // Pushed only once committed, and only by the delivery that created them.
    if (!created) return;
    for (const notification of notifications) await this.push(notification);
  }

  /** A `message` notification, unless the user still has an unread one from the same sender (entityId). */
  async sendUnlessUnreadFromSameSender(
    delivery: EventDelivery,
    draft: NotificationDraft & { type: 'message'; entityId: string },
  ): Promise<void> {
    const notification = new Notification({ ...draft, createdAt: this.clock.now() });
    let inserted = false;
    const ran = await delivery.once(async (em) => {
      // unreadMessageNotificationOf, as the database keeps it: the unique partial index refuses a
      // second unread one from the sender, also between deliveries racing on two instances.
      const rows = await em.execute<{ id: string }[]>(
        `insert into notifications (id, user_id, type, entity_id, title, message, is_read, created_at)
         values (?, ?, 'message', ?, ?, ?, false, ?)
         on conflict (user_id, entity_id) where type = 'message' and not is_read do nothing
         returning id`,
        [notification.id, notification.userId, notification.entityId, notification.title, notification.message, notification.createdAt],
      );
      inserted = rows.length > 0;
    });
    if (ran && inserted) await this.push(notification);
  }

  private push(notification: Notification): Promise<void> {
    return this.realtime.publish([notification.userId], NOTIFICATION, { notificationId: notification.id });
  }
}
