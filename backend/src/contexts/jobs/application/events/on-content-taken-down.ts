import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ContentTakenDown } from '../../../moderation/events';
import { JobPostRepository } from '../../infrastructure/job-post-repository';

/** An administrator took a job post down: it shows to its owner only, with the reason. */
@Injectable()
@HandlesEvents(ContentTakenDown)
export class TakeDownJobPost implements IntegrationEventHandler<ContentTakenDown> {
  constructor(
    private readonly clock: Clock,
    private readonly posts: JobPostRepository,
  ) {}

  async handle({ actionId, kind, subjectId, reason }: ContentTakenDown, delivery: EventDelivery): Promise<void> {
    if (kind !== 'job') return;
    await delivery.once(async (em) => {
      await this.posts.takeDown(em, subjectId, actionId, reason, this.clock.now());
    });
  }
}
