import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ContentTakenDown } from '../../../moderation/events';
import { PortfolioItem } from '../../domain/portfolio-item.entity';

/** A portfolio item taken down: hidden from everyone but its owner, who sees why. */
@Injectable()
@HandlesEvents(ContentTakenDown)
export class TakeDownPortfolioItem implements IntegrationEventHandler<ContentTakenDown> {
  constructor(private readonly clock: Clock) {}

  async handle({ actionId, kind, subjectId, reason }: ContentTakenDown, delivery: EventDelivery): Promise<void> {
    if (kind !== 'portfolio_item') return;
    await delivery.once(async (em) => {
      (await em.findOne(PortfolioItem, { id: subjectId }))?.takeDown(actionId, reason, this.clock.now());
    });
  }
}
