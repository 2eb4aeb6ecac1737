import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { sql } from 'kysely';
import { Clock } from '../../../platform/clock/clock';
import type { EventDelivery } from '../../../platform/outbox/event-handlers';
import { RealtimeBus } from '../../../platform/realtime/realtime-bus';
import { GetUserSummariesQuery } from '../../identity/public';
import { Notification } from '../domain/notification.entity';
import type { NotificationsTables } from '../infrastructure/notifications-read-repository';
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
      inserted = row !== undefined;
    });
    if (ran && inserted) await this.push(notification);
  }

  private push(notification: Notification): Promise<void> {
    return this.realtime.publish([notification.userId], NOTIFICATION, { notificationId: notification.id });
  }
}
