import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock';
import type { EventDelivery } from '../../../platform/outbox/event-handlers';
import { RealtimeBus } from '../../../platform/realtime/realtime-bus';
import { GetUserSummariesQuery } from '../../identity/public';
import { Notification } from '../domain/notification.entity';
import type { NotificationType } from '../public';
import { toNotificationView } from './notification-view';

export type NotificationDraft = { userId: string; type: NotificationType; entityId: string | null; title: string; message: string };

/** Creates the notifications of one event delivery exactly once, then pushes them to their users' sockets. */
@Injectable()
export class Notifier {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly realtime: RealtimeBus,
    private readonly clock: Clock,
  ) {}

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
    for (const notification of notifications) {
      this.realtime.publish(notification.userId, 'notification', { notification: toNotificationView(notification) });
    }
  }
}
