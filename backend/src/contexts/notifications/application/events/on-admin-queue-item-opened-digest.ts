import { Injectable } from '@nestjs/common';
import { AdminQueueItemChanged } from '../../../../platform/admin-queues/admin-queue';
import { PrincipalDirectory } from '../../../../platform/auth/principal';
import { Clock } from '../../../../platform/clock/clock';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ADMIN_QUEUE_DIGEST_GATHER_MS, ADMIN_QUEUE_DIGEST_WINDOW_MS } from '../../domain/admin-queue-digest-window';
import { AdminQueueDigestsRepository } from '../../infrastructure/admin-queue-digests-repository';
import { NotificationsReadRepository } from '../../infrastructure/notifications-read-repository';

/**
 * A new item in a queue schedules a digest email for each administrator who keeps the
 * `admin_queue` topic on (decision 0068): due ADMIN_QUEUE_DIGEST_GATHER_MS from now, and not
 * before ADMIN_QUEUE_DIGEST_WINDOW_MS after their last one; one already pending takes the item in.
 * The schedule (RecordDueAdminQueueDigestsCommand) records the email's event when it is due.
 */
@Injectable()
@HandlesEvents(AdminQueueItemChanged)
export class ScheduleAdminQueueDigests implements IntegrationEventHandler<AdminQueueItemChanged> {
  constructor(
    private readonly directory: PrincipalDirectory,
    private readonly reads: NotificationsReadRepository,
    private readonly digests: AdminQueueDigestsRepository,
    private readonly clock: Clock,
  ) {}

  async handle(event: AdminQueueItemChanged, delivery: EventDelivery): Promise<void> {
    if (event.change !== 'opened') return;
    const administrators = (await this.directory.administrators()).map(({ id }) => id).filter((id) => id !== event.adminId);
    const preferences = await this.reads.emailPreferencesOf(administrators);
    const subscribed = administrators.filter((id) => preferences.get(id)?.isEnabled('admin_queue'));
    if (subscribed.length === 0) return;
    const dueAt = new Date(this.clock.now().getTime() + ADMIN_QUEUE_DIGEST_GATHER_MS);
    await delivery.once(async (em) => {
      await this.digests.schedule(em, subscribed, dueAt, ADMIN_QUEUE_DIGEST_WINDOW_MS);
    });
  }
}
