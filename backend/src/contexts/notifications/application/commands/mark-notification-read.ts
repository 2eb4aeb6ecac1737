import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { NotificationNotFound } from '../../domain/notifications-errors';
import { Notification } from '../../domain/notification.entity';
import { NotificationView, toNotificationView } from '../notification-view';

export class MarkNotificationReadCommand extends Command<NotificationView> {
  constructor(
    readonly userId: string,
    readonly notificationId: string,
  ) {
    super();
  }
}

@CommandHandler(MarkNotificationReadCommand)
export class MarkNotificationReadHandler implements ICommandHandler<MarkNotificationReadCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, notificationId }: MarkNotificationReadCommand): Promise<NotificationView> {
    const em = this.em.fork();
    const notification = await em.findOne(Notification, notificationId);
    if (!notification) throw new NotificationNotFound();
    notification.markReadBy(userId);
    await em.flush();
    return toNotificationView(notification);
  }
}
