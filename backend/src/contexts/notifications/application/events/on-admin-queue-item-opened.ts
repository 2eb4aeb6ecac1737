import { Injectable } from '@nestjs/common';
import { AdminQueueItemChanged } from '../../../../platform/admin-queues/admin-queue';
import { PrincipalDirectory } from '../../../../platform/auth/principal';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { newQueueItemText } from '../../domain/admin-queue-texts';
import { Notifier } from '../notifier';

/**
 * A new item in a queue of the admin panel (a report, a verification, a dispute, a held text, an
 * appeal): every administrator who may act hears of it in the app, but the one who opened it,
 * leading to the item's section of the panel (decision 0068). Email goes as a digest
 * (ScheduleAdminQueueDigests), never one per item.
 */
@Injectable()
@HandlesEvents(AdminQueueItemChanged)
export class NotifyAdministratorsOfQueueItem implements IntegrationEventHandler<AdminQueueItemChanged> {
  constructor(
    private readonly notifier: Notifier,
    private readonly directory: PrincipalDirectory,
  ) {}

  async handle(event: AdminQueueItemChanged, delivery: EventDelivery): Promise<void> {
    if (event.change !== 'opened') return;
    const administrators = (await this.directory.administrators()).filter((admin) => admin.id !== event.adminId);
    if (administrators.length === 0) return;
    const person = event.personId ? (await this.notifier.namesOf([event.personId])).get(event.personId) : null;
    const text = newQueueItemText(event.kind, person ?? null);
    await this.notifier.tell(
      delivery,
      administrators.map((admin) => ({
        userId: admin.id,
        inApp: { type: 'admin_queue', entityId: event.itemId, queue: event.kind, ...text },
      })),
    );
  }
}
