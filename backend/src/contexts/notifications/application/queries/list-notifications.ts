import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Notification } from '../../domain/notification.entity';
import { NotificationView, toNotificationView } from '../notification-view';

/** What the popover lists: the latest, read or not. */
export const NOTIFICATIONS_LIMIT = 50;

/** The user's latest notifications, newest first. */
export class ListNotificationsQuery extends Query<NotificationView[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(ListNotificationsQuery)
export class ListNotificationsHandler implements IQueryHandler<ListNotificationsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ListNotificationsQuery): Promise<NotificationView[]> {
    const notifications = await this.em
      .fork()
      .find(Notification, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: NOTIFICATIONS_LIMIT });
    return notifications.map(toNotificationView);
  }
}
