import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AccountDeleted } from '../../../identity/events';
import { ApplicationRepository } from '../../infrastructure/application-repository';
import { InvitationRepository } from '../../infrastructure/invitation-repository';
import { JobPostRepository } from '../../infrastructure/job-post-repository';
import { recordPostCountChange } from '../job-post-count';

/**
 * What jobs keeps of a deleted account (decision 0031): a post with an accepted application stays,
 * as a contract was or is being made from it (its record shows the post), withdrawn if it was still
 * open; every other post goes, with the applications to it. The user's own applications go but the
 * accepted ones, which their contracts came from. Set-based statements, so the work is the same few
 * statements however many posts there are; the invitations they received or sent go, and their opt-out; running it again changes nothing.
 */
@Injectable()
@HandlesEvents(AccountDeleted)
export class RemoveDeletedAccountJobs implements IntegrationEventHandler<AccountDeleted> {
  constructor(
    private readonly clock: Clock,
    private readonly posts: JobPostRepository,
    private readonly applications: ApplicationRepository,
    private readonly invitations: InvitationRepository,
  ) {}

  async handle({ userId }: AccountDeleted, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      recordPostCountChange(em, userId, await this.posts.removeUnhiredBy(em, userId), -1);
      await this.posts.cancelOpenBy(em, userId, this.clock.now());
      await this.applications.removeAllButAcceptedOf(em, userId);
      await this.invitations.removeAllOf(em, userId);
    });
  }
}
