import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotificationsReadRepository } from '../../infrastructure/notifications-read-repository';
import { ExportedNotification, ExportNotificationsQuery } from '../../public';

@QueryHandler(ExportNotificationsQuery)
export class ExportNotificationsHandler implements IQueryHandler<ExportNotificationsQuery> {
  constructor(private readonly reads: NotificationsReadRepository) {}

  async execute({ userId }: ExportNotificationsQuery): Promise<AsyncIterable<ExportedNotification>> {
    return this.reads.exportedNotifications(userId);
  }
}
