import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ContentRestored } from '../../../moderation/events';
import { PortfolioItem } from '../../domain/portfolio-item.entity';

/** The takedown was lifted: the item shows again. */
@Injectable()
@HandlesEvents(ContentRestored)
export class RestorePortfolioItem implements IntegrationEventHandler<ContentRestored> {
  async handle({ actionId, kind, subjectId }: ContentRestored, delivery: EventDelivery): Promise<void> {
    if (kind !== 'portfolio_item') return;
    await delivery.once(async (em) => {
      (await em.findOne(PortfolioItem, { id: subjectId }))?.restore(actionId);
    });
  }
}
