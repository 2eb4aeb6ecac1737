import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { findEntityPage } from '../../../../platform/paging/entity-page';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { Notification } from '../../domain/notification.entity';
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
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, page }: ListNotificationsQuery): Promise<Page<NotificationView>> {
    const { items, nextCursor } = await findEntityPage(this.em, Notification, { where: 'user_id = ?', params: [userId] }, page);
    return { items: items.map(toNotificationView), nextCursor };
  }
}
