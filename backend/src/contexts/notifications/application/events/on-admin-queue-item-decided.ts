import { Injectable } from '@nestjs/common';
import { AdminQueueItemChanged } from '../../../../platform/admin-queues/admin-queue';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { NotificationsRepository } from '../../infrastructure/notifications-repository';

/**
 * An item of a queue was decided: every administrator's notification of it that is still unread
 * is read, so the bell stops pointing at finished work (decision 0068). Read, not removed: it
 * stays in the list as what happened, and leads to the section as before.
 */
@Injectable()
@HandlesEvents(AdminQueueItemChanged)
export class SettleAdminQueueNotifications implements IntegrationEventHandler<AdminQueueItemChanged> {
  constructor(private readonly notifications: NotificationsRepository) {}

  async handle(event: AdminQueueItemChanged, delivery: EventDelivery): Promise<void> {
    if (event.change !== 'decided') return;
    await delivery.once(async (em) => {
      await this.notifications.settleQueueItem(em, event.kind, event.itemId);
    });
  }
}
