import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { JobsContentScreened } from '../../../jobs/events';
import type { SignalCode } from '../../domain/signals';
import { SafetyReviewRepository } from '../../infrastructure/safety-review-repository';

/** A warned or held post or application opens a review; an edited post's new verdict judges it again. */
@Injectable()
@HandlesEvents(JobsContentScreened)
export class RecordJobsContentScreening implements IntegrationEventHandler<JobsContentScreened> {
  constructor(private readonly reviews: SafetyReviewRepository) {}

  async handle(event: JobsContentScreened, delivery: EventDelivery): Promise<void> {
    await delivery.once((em) =>
      this.reviews.record(em, {
        contentKind: event.contentKind,
        contentId: event.contentId,
        authorId: event.authorId,
        verdict: event.verdict,
        reasons: event.reasons as { code: SignalCode; message: string }[],
        text: event.text,
        screenedAt: new Date(event.screenedAt),
      }),
    );
  }
}
