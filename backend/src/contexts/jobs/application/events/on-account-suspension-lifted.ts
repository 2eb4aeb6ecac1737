import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AccountSuspensionLifted } from '../../../moderation/events';
import { JobPostRepository } from '../../infrastructure/job-post-repository';

/** The suspension ended: the account's posts show again. */
@Injectable()
@HandlesEvents(AccountSuspensionLifted)
export class ShowLiftedAccountJobs implements IntegrationEventHandler<AccountSuspensionLifted> {
  constructor(private readonly posts: JobPostRepository) {}

  async handle({ userId }: AccountSuspensionLifted, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      await this.posts.markOwnerSuspended(em, userId, false);
    });
  }
}
