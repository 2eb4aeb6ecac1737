import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AccountSuspended } from '../../../moderation/events';
import { RealtimeBus } from '../../../../platform/realtime/realtime-bus';
import { ApplicationRepository } from '../../infrastructure/application-repository';
import { JobPostRepository } from '../../infrastructure/job-post-repository';
import { APPLICATION_CHANGED } from '../server-events';

/**
 * A suspended account (decision 0035): its posts leave every list but its own, and the applications
 * it still had pending are withdrawn, so no owner hires someone who cannot work (a lift does not
 * bring them back); the owners' open screens hear of each, once committed. Set-based statements;
 * a repeated delivery changes nothing and pushes nothing.
 */
@Injectable()
@HandlesEvents(AccountSuspended)
export class HideSuspendedAccountJobs implements IntegrationEventHandler<AccountSuspended> {
  constructor(
    private readonly clock: Clock,
    private readonly realtime: RealtimeBus,
    private readonly posts: JobPostRepository,
    private readonly applications: ApplicationRepository,
  ) {}

  async handle({ userId }: AccountSuspended, delivery: EventDelivery): Promise<void> {
    let withdrawn: { id: string; clientId: string }[] = [];
    await delivery.once(async (em) => {
      await this.posts.markOwnerSuspended(em, userId, true);
      withdrawn = await this.applications.withdrawPendingOf(em, userId, this.clock.now());
    });
    for (const { id, clientId } of withdrawn) await this.realtime.publish([clientId, userId], APPLICATION_CHANGED, { applicationId: id });
  }
}
