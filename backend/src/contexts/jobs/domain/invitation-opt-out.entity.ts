import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A freelancer who receives no invitations to jobs (decision 0071); no row: they receive them. */
@Entity({ tableName: 'invitation_opt_outs' })
export class InvitationOptOut {
  @PrimaryKey({ type: 'uuid' })
  userId: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  constructor(userId: string, now: Date) {
    this.userId = userId;
    this.createdAt = now;
  }
}
