import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { everyRow, isoTimestamp } from '../../../../platform/paging/every-row';
import type { NotificationsTables } from '../../infrastructure/notifications-read-repository';
import { ExportedNotification, ExportNotificationsQuery, NotificationType } from '../../public';

@QueryHandler(ExportNotificationsQuery)
export class ExportNotificationsHandler implements IQueryHandler<ExportNotificationsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ExportNotificationsQuery): Promise<AsyncIterable<ExportedNotification>> {
    return everyRow(
      this.em
        .getKysely<NotificationsTables>()
        .selectFrom('notifications')
        .select(['id', 'type', 'title', 'message', 'is_read as isRead', 'created_at as createdAt'])
        .where('user_id', '=', userId)
        .$narrowType<{ type: NotificationType }>(),
      (eb) => ({ at: eb.ref('created_at'), id: eb.ref('id') }),
      (row) => ({ at: row.createdAt, id: row.id }),
      (row) => ({ ...row, createdAt: isoTimestamp(row.createdAt) }),
    );
  }
}
