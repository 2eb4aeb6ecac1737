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

/** Whether the viewer sees what an administrator hid of `userId`'s; a visitor who is not signed in (null) never does. */
export function seesHidden(viewer: ProfileViewer | null, userId: string): boolean {
  return viewer !== null && (viewer.id === userId || actsAsAdministrator(viewer));
}

/** Whether a visitor who is not signed in may read this profile: only where its owner shows it to everyone (decision 0061). */
export function shownToVisitors(user: Pick<User, 'profileVisibility'>): boolean {
  return user.profileVisibility === 'everyone';
}

/**
 * A user's portfolio, newest first. Others see no portfolio of a suspended account and no
 * taken-down item (decision 0035); a visitor who is not signed in (viewer null) none of a profile
 * shown to members only, as if there were no such user (decision 0061).
 */
export class ListPortfolioQuery extends Query<PortfolioItemView[]> {
  constructor(
    readonly userId: string,
    readonly viewer: ProfileViewer | null,
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
    const owner = await em.findOne(User, { id: userId }, { fields: ['id', 'suspendedAt', 'suspendedUntil', 'profileVisibility'] });
    const seesAll = seesHidden(viewer, userId);
    if (!owner || (!seesAll && owner.isSuspendedAt(this.clock.now()))) throw new UserNotFound();
    if (!viewer && !shownToVisitors(owner)) throw new UserNotFound();
    const items = await em.find(
      PortfolioItem,
      { userId, ...(seesAll ? {} : { takenDownAt: null }) },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return items.map(toPortfolioItemView);
  }
}
