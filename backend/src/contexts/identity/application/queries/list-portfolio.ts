import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { UserNotFound } from '../../domain/identity-errors';
import { PortfolioItem } from '../../domain/portfolio-item.entity';
import { User } from '../../domain/user.entity';

export type PortfolioItemView = {
  id: string;
  userId: string;
  title: string;
  description: string | null;
  imageUrl: string | null;
  createdAt: string;
};

export function toPortfolioItemView(item: PortfolioItem): PortfolioItemView {
  const { id, userId, title, description, imageUrl, createdAt } = item;
  return { id, userId, title, description, imageUrl, createdAt: createdAt.toISOString() };
}

/** A user's portfolio, newest first. */
export class ListPortfolioQuery extends Query<PortfolioItemView[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(ListPortfolioQuery)
export class ListPortfolioHandler implements IQueryHandler<ListPortfolioQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ListPortfolioQuery): Promise<PortfolioItemView[]> {
    const em = this.em.fork();
    if (!(await em.count(User, { id: userId }))) throw new UserNotFound();
    const items = await em.find(PortfolioItem, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return items.map(toPortfolioItemView);
  }
}
