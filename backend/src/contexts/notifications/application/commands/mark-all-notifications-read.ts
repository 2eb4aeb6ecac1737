import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Notification } from '../../domain/notification.entity';

/** Marks all the user's notifications read; returns how many were unread. */
export class MarkAllNotificationsReadCommand extends Command<number> {
  constructor(readonly userId: string) {
    super();
  }
}

@CommandHandler(MarkAllNotificationsReadCommand)
export class MarkAllNotificationsReadHandler implements ICommandHandler<MarkAllNotificationsReadCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ userId }: MarkAllNotificationsReadCommand): Promise<number> {
    return this.em.fork().nativeUpdate(Notification, { userId, isRead: false }, { isRead: true });
  }
}
