import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/auth/principal';
import { Clock } from '../../../../platform/clock/clock';
import { UserNotFound } from '../../domain/identity-errors';
import { PortfolioItem } from '../../domain/portfolio-item.entity';
import { User } from '../../domain/user.entity';
import { actsAsAdministrator } from '../../../../platform/auth/guards';

/** Why and when an administrator took an item down (decision 0035). */
export type TakedownView = { reason: string; at: string };

export type PortfolioItemView = {
  id: string;
  userId: string;
  title: string;
  description: string | null;
  imageUrl: string | null;
  createdAt: string;
  /** Only the owner and administrators see a taken-down item; null for one that shows. */
  takenDown: TakedownView | null;
};

export function toPortfolioItemView(item: PortfolioItem): PortfolioItemView {
  const { id, userId, title, description, imageUrl, createdAt, takenDownAt, takedownReason } = item;
  return {
    id,
    userId,
    title,
    description,
    imageUrl,
    createdAt: createdAt.toISOString(),
    takenDown: takenDownAt ? { reason: takedownReason ?? '', at: takenDownAt.toISOString() } : null,
  };
}

/** Who looks at a profile or portfolio: its owner and administrators also see what is hidden from others. */
export type ProfileViewer = Pick<Principal, 'id' | 'role' | 'secondFactor'>;

/** Whether the viewer sees what an administrator hid of `userId`'s. */
export function seesHidden(viewer: ProfileViewer, userId: string): boolean {
  return viewer.id === userId || actsAsAdministrator(viewer);
}

/**
 * A user's portfolio, newest first. Others see no portfolio of a suspended account and no
 * taken-down item (decision 0035).
 */
export class ListPortfolioQuery extends Query<PortfolioItemView[]> {
  constructor(
    readonly userId: string,
    readonly viewer: ProfileViewer,
  ) {
    super();
  }
}

@QueryHandler(ListPortfolioQuery)
export class ListPortfolioHandler implements IQueryHandler<ListPortfolioQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, viewer }: ListPortfolioQuery): Promise<PortfolioItemView[]> {
    const em = this.em.fork();
    const owner = await em.findOne(User, { id: userId }, { fields: ['id', 'suspendedAt', 'suspendedUntil'] });
    const seesAll = seesHidden(viewer, userId);
    if (!owner || (!seesAll && owner.isSuspendedAt(this.clock.now()))) throw new UserNotFound();
    const items = await em.find(
      PortfolioItem,
      { userId, ...(seesAll ? {} : { takenDownAt: null }) },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return items.map(toPortfolioItemView);
  }
}
