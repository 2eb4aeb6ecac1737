import { Injectable, OnModuleInit } from '@nestjs/common';
import { RealtimeBus } from '../../../../platform/realtime/realtime-bus';
import type { Notification } from '../../domain/notification.entity';
import { NotificationsReadRepository } from '../../infrastructure/notifications-read-repository';
import { toNotificationView } from '../notification-view';
import { NOTIFICATION } from '../server-events';

/** The live push: each stored notification reaches its user's open sockets, on whichever instance holds them. */
@Injectable()
export class RealtimeChannel implements OnModuleInit {
  constructor(
    private readonly realtime: RealtimeBus,
    private readonly reads: NotificationsReadRepository,
  ) {}

  onModuleInit(): void {
    this.realtime.register(NOTIFICATION, async (refs) => {
      const found = await this.reads.notificationsByIds(refs.map((ref) => ref.notificationId));
      const byId = new Map(found.map((notification) => [notification.id, notification]));
      return refs.map(({ notificationId }) => {
        const notification = byId.get(notificationId);
        return notification ? { notification: toNotificationView(notification) } : null;
      });
    });
  }

  /** Only what the in-app channel stored, after its transaction committed: whoever is told must find it. */
  async push(notifications: readonly Notification[]): Promise<void> {
    for (const notification of notifications) {
      await this.realtime.publish([notification.userId], NOTIFICATION, { notificationId: notification.id });
    }
  }
}
