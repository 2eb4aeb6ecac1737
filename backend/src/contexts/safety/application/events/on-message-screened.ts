import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { MessageScreened } from '../../../messaging/events';
import type { SignalCode } from '../../domain/signals';
import { SafetyReviewRepository } from '../../infrastructure/safety-review-repository';

/** A warned or held message opens a review. */
@Injectable()
@HandlesEvents(MessageScreened)
export class RecordMessageScreening implements IntegrationEventHandler<MessageScreened> {
  constructor(private readonly reviews: SafetyReviewRepository) {}

  async handle(event: MessageScreened, delivery: EventDelivery): Promise<void> {
    await delivery.once((em) =>
      this.reviews.record(em, {
        contentKind: 'message',
        contentId: event.messageId,
        authorId: event.senderId,
        verdict: event.verdict,
        reasons: event.reasons as { code: SignalCode; message: string }[],
        text: event.text,
        screenedAt: new Date(event.screenedAt),
      }),
    );
  }
}
