import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { NotYourPortfolioItem, PortfolioItemTakenDown } from './identity-errors';

/** Most portfolio items one user may keep. */
export const PORTFOLIO_LIMIT = 50;

/** A piece of work shown on the owner's profile. */
@Entity({ tableName: 'portfolio_items' })
@Index({ name: 'portfolio_items_user_id_created_at_index', properties: ['userId', 'createdAt'] })
export class PortfolioItem {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId: string;

  @Property({ type: 'text' })
  title: string;

  @Property({ type: 'text', nullable: true })
  description: string | null;

  @Property({ type: 'text', nullable: true })
  imageUrl: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  /** When an administrator took the item down; hidden from everyone but its owner until restored (decision 0035). */
  @Property({ type: 'timestamptz', nullable: true })
  takenDownAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  takedownReason: string | null = null;

  /** Moderation's enforcement action in force: only its own lift restores the item. */
  @Property({ type: 'uuid', nullable: true })
  takedownActionId: string | null = null;

  constructor(props: { userId: string; title: string; description: string | null; imageUrl: string | null; createdAt: Date }) {
    this.userId = props.userId;
    this.title = props.title;
    this.description = props.description;
    this.imageUrl = props.imageUrl;
    this.createdAt = props.createdAt;
  }

  /** Only the owner changes an item. */
  assertOwnedBy(userId: string): void {
    if (userId !== this.userId) throw new NotYourPortfolioItem();
  }

  takeDown(actionId: string, reason: string, at: Date): void {
    this.takenDownAt = at;
    this.takedownReason = reason;
    this.takedownActionId = actionId;
  }

  /** Shows the item again if this action took it down. */
  restore(actionId: string): void {
    if (this.takedownActionId !== actionId) return;
    this.takenDownAt = null;
    this.takedownReason = null;
    this.takedownActionId = null;
  }

  /**
   * imageUrl is a published image's URL (from the upload flow) or null. Not while taken down: the
   * item stays as it was judged until restored (its owner may remove it, or appeal; decision 0065).
   */
  edit(changes: { title?: string; description?: string | null; imageUrl?: string | null }): void {
    if (this.takenDownAt !== null) throw new PortfolioItemTakenDown();
    if (changes.title !== undefined) this.title = changes.title;
    if (changes.description !== undefined) this.description = changes.description;
    if (changes.imageUrl !== undefined) this.imageUrl = changes.imageUrl;
  }
}
