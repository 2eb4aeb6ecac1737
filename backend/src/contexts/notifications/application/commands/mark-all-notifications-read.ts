import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { NotificationsRepository } from '../../infrastructure/notifications-repository';

/** Marks all the user's notifications read; returns how many were unread. */
export class MarkAllNotificationsReadCommand extends Command<number> {
  constructor(readonly userId: string) {
    super();
  }
}

@CommandHandler(MarkAllNotificationsReadCommand)
export class MarkAllNotificationsReadHandler implements ICommandHandler<MarkAllNotificationsReadCommand> {
  constructor(private readonly notifications: NotificationsRepository) {}

  execute({ userId }: MarkAllNotificationsReadCommand): Promise<number> {
    return this.notifications.markAllRead(userId);
  }
}
