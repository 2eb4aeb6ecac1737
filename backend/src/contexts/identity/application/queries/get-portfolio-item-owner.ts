import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PortfolioItem } from '../../domain/portfolio-item.entity';
import { GetPortfolioItemOwnerQuery } from '../../public';

@QueryHandler(GetPortfolioItemOwnerQuery)
export class GetPortfolioItemOwnerHandler implements IQueryHandler<GetPortfolioItemOwnerQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ itemId }: GetPortfolioItemOwnerQuery): Promise<string | null> {
    const item = await this.em.fork().findOne(PortfolioItem, { id: itemId }, { fields: ['userId'] });
    return item?.userId ?? null;
  }
}
