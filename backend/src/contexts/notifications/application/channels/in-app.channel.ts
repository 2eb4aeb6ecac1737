import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import type { EventDelivery } from '../../../../platform/outbox/event-handlers';
import type { Notice } from '../../domain/notice';
import { Notification } from '../../domain/notification.entity';
import { NotificationsRepository } from '../../infrastructure/notifications-repository';

/** The bell: the notices' notifications, stored once per event delivery, listed over HTTP. */
@Injectable()
export class InAppChannel {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Stores the notifications in the delivery's one transaction and returns those stored: none
   * when this delivery repeats one that stored them, or when no notice has an in-app part.
   */
  async store(delivery: EventDelivery, notices: readonly Notice[]): Promise<Notification[]> {
    const createdAt = this.clock.now();
    const drafts = notices.flatMap(({ userId, inApp }) => (inApp ? [new Notification({ userId, ...inApp, createdAt })] : []));
    if (drafts.length === 0) return [];
    let stored: Notification[] = [];
    await delivery.once(async (em) => {
      stored = await this.notifications.add(em, drafts);
    });
    return stored;
  }
}
