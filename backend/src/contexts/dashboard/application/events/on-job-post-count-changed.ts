import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { JobPostCountChanged } from '../../../jobs/events';
import { PlatformCountersRepository } from '../../infrastructure/platform-counters-repository';

/** Job offers were posted or removed: the landing page's posts figure moves. */
@Injectable()
@HandlesEvents(JobPostCountChanged)
export class CountJobOffers implements IntegrationEventHandler<JobPostCountChanged> {
  constructor(private readonly counters: PlatformCountersRepository) {}

  async handle({ jobOffers }: JobPostCountChanged, delivery: EventDelivery): Promise<void> {
    await delivery.once((em) => this.counters.add(em, { job_offers: jobOffers }));
  }
}
