import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ContentRestored } from '../../../moderation/events';
import { JobPostRepository } from '../../infrastructure/job-post-repository';

/** The takedown was lifted: the post shows again, unless a later takedown holds it. */
@Injectable()
@HandlesEvents(ContentRestored)
export class RestoreJobPost implements IntegrationEventHandler<ContentRestored> {
  constructor(private readonly posts: JobPostRepository) {}

  async handle({ actionId, kind, subjectId }: ContentRestored, delivery: EventDelivery): Promise<void> {
    if (kind !== 'job') return;
    await delivery.once(async (em) => {
      await this.posts.restore(em, subjectId, actionId);
    });
  }
}
