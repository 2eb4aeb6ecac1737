import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

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
    this.blockerId = blockerId;
    this.blockedId = blockedId;
    this.createdAt = createdAt;
  }
}
