import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { BlockedByRecipient, CannotBlockSelf, RecipientBlockedBySender } from './messaging-errors';

/** Who blocked whom; what assertMayMessage reads. */
export type BlockPair = { blockerId: string; blockedId: string };

/** The blocker no longer hears from the blocked user: no new messages either way, no unread count. */
@Entity({ tableName: 'user_blocks' })
@Index({ name: 'user_blocks_blocked_id_index', properties: ['blockedId'] })
export class UserBlock {
  @PrimaryKey({ type: 'uuid' })
  blockerId: string;

  @PrimaryKey({ type: 'uuid' })
  blockedId: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  constructor(blockerId: string, blockedId: string, createdAt: Date) {
    if (blockerId === blockedId) throw new CannotBlockSelf();
    this.blockerId = blockerId;
    this.blockedId = blockedId;
    this.createdAt = createdAt;
  }
}

/**
 * Refuses a message across a block, in either direction: the blocked sender hears only that they
 * cannot message this user, while a sender who blocked the receiver is told to unblock first (a
 * blocker writing to someone who cannot answer would be a one-way channel). When both blocked
 * each other the receiver's block is what the sender hears. Blocks of other pairs are ignored.
 */
export function assertMayMessage(blocks: readonly BlockPair[], senderId: string, receiverId: string): void {
  const hasBlocked = (blockerId: string, blockedId: string) =>
    blocks.some((block) => block.blockerId === blockerId && block.blockedId === blockedId);
  if (hasBlocked(receiverId, senderId)) throw new BlockedByRecipient();
  if (hasBlocked(senderId, receiverId)) throw new RecipientBlockedBySender();
}
