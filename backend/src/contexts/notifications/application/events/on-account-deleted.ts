import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AccountDeleted } from '../../../identity/events';
import { AdminQueueDigestsRepository } from '../../infrastructure/admin-queue-digests-repository';
import { EmailPreferencesRepository } from '../../infrastructure/email-preferences-repository';
import { MessageDigestsRepository } from '../../infrastructure/message-digests-repository';
import { NotificationsRepository } from '../../infrastructure/notifications-repository';

/**
 * A deleted account is told nothing more: its notifications go (nobody will read them, and they
 * quote other people's activity), and so do its email settings, digest window and, for an
 * administrator, the schedule of their digests of new work.
 */
@Injectable()
@HandlesEvents(AccountDeleted)
export class RemoveDeletedAccountNotifications implements IntegrationEventHandler<AccountDeleted> {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly emailPreferences: EmailPreferencesRepository,
    private readonly digests: MessageDigestsRepository,
    private readonly adminDigests: AdminQueueDigestsRepository,
  ) {}

  async handle({ userId }: AccountDeleted, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      await this.notifications.removeAllOf(em, userId);
      await this.emailPreferences.removeOf(em, userId);
      await this.digests.removeOf(em, userId);
      await this.adminDigests.removeOf(em, userId);
    });
  }
}
