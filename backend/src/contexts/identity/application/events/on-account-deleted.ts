import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { MediaUploads } from '../../../../platform/storage/media-uploads';
import { PortfolioItem } from '../../domain/portfolio-item.entity';
import { PortfolioItemRepository } from '../../infrastructure/portfolio-item-repository';
import { AccountDeleted } from '../../public';

/**
 * A deleted account's portfolio goes, images first: a failure between the two leaves items to try
 * again, never an item whose image is gone or an image nothing names. A repeated delivery finds
 * nothing left to remove.
 */
@Injectable()
@HandlesEvents(AccountDeleted)
export class RemoveDeletedAccountPortfolio implements IntegrationEventHandler<AccountDeleted> {
  constructor(
    private readonly em: EntityManager,
    private readonly uploads: MediaUploads,
    private readonly portfolio: PortfolioItemRepository,
  ) {}

  async handle({ userId }: AccountDeleted, delivery: EventDelivery): Promise<void> {
    // At most PORTFOLIO_LIMIT items.
    const items = await this.em.fork().find(PortfolioItem, { userId }, { fields: ['id', 'imageUrl'] });
    for (const { imageUrl } of items) await this.uploads.unpublish(imageUrl);
    await delivery.once(async (em) => {
      await this.portfolio.removeAllOf(em, userId);
    });
  }
}
