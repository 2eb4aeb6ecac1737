import { Injectable } from '@nestjs/common';
import { AdminQueues } from '../../../../platform/admin-queues/admin-queues';
import { PrincipalDirectory } from '../../../../platform/auth/principal';
import { Clock } from '../../../../platform/clock/clock';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { adminQueueDigestText } from '../../domain/admin-queue-texts';
import { AdminQueueDigestDue } from '../../events';
import { Notifier } from '../notifier';

/**
 * The digest of work waiting for administrators, by email only (topic `admin_queue`, decision
 * 0068), read when the event is handled: how many items wait in each queue now and for how long
 * the oldest has. Nothing goes when nothing waits any more (the items were decided meanwhile), nor
 * to someone who is no longer an administrator who may act.
 */
@Injectable()
@HandlesEvents(AdminQueueDigestDue)
export class NotifyAdminQueueDigest implements IntegrationEventHandler<AdminQueueDigestDue> {
  constructor(
    private readonly directory: PrincipalDirectory,
    private readonly queues: AdminQueues,
    private readonly notifier: Notifier,
    private readonly clock: Clock,
  ) {}

  async handle(event: AdminQueueDigestDue, delivery: EventDelivery): Promise<void> {
    const administrators = await this.directory.administrators();
    if (!administrators.some(({ id }) => id === event.adminId)) return;
    const digest = adminQueueDigestText(await this.queues.summaries(event.adminId), this.clock.now());
    if (!digest) return;
    const { screen, ...text } = digest;
    await this.notifier.tell(delivery, [
      {
        userId: event.adminId,
        email: { topic: 'admin_queue', kind: 'admin_queue_digest', ...text, action: { label: 'Open the admin panel', screen } },
      },
    ]);
  }
}
