import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { NotificationsReadRepository } from '../../infrastructure/notifications-read-repository';
import { NotificationView, toNotificationView } from '../notification-view';

/** The user's notifications, read or not, newest first, a page at a time. */
export class ListNotificationsQuery extends Query<Page<NotificationView>> {
  constructor(
    readonly userId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListNotificationsQuery)
export class ListNotificationsHandler implements IQueryHandler<ListNotificationsQuery> {
  constructor(private readonly reads: NotificationsReadRepository) {}

  async execute({ userId, page }: ListNotificationsQuery): Promise<Page<NotificationView>> {
    const { items, nextCursor } = await this.reads.notificationsPage(userId, page);
    return { items: items.map(toNotificationView), nextCursor };
  }
}
