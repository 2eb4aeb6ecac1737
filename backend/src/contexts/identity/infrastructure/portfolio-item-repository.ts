import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PortfolioItem } from '../domain/portfolio-item.entity';

/** The writes of portfolio_items that take more than the unit of work, in the caller's transaction (`em`). */
@Injectable()
export class PortfolioItemRepository {
  /** Deletes every portfolio item of the user, in one statement. */
  async removeAllOf(em: EntityManager, userId: string): Promise<void> {
    await em.nativeDelete(PortfolioItem, { userId });
  }
}
