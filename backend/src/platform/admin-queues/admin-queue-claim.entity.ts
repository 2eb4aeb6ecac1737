import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { AdminQueueKind } from './admin-queue';

/**
 * An administrator took an item of a queue, so no other works the same one: while the claim
 * holds (CLAIM_HOLD_MS since it was taken), only its holder decides the item. Deleted with the
 * decision; an expired one is taken over by the next administrator who takes the item.
 */
@Entity({ tableName: 'admin_queue_claims' })
@Index({ name: 'admin_queue_claims_admin_id_index', properties: ['adminId'] })
export class AdminQueueClaim {
  @PrimaryKey({ type: 'text' })
  kind: AdminQueueKind;

  @PrimaryKey({ type: 'uuid' })
  itemId: string;

  @Property({ type: 'uuid' })
  adminId: string;

  @Property({ type: 'timestamptz' })
  takenAt: Date;

  constructor(kind: AdminQueueKind, itemId: string, adminId: string, takenAt: Date) {
    this.kind = kind;
    this.itemId = itemId;
    this.adminId = adminId;
    this.takenAt = takenAt;
  }
}
