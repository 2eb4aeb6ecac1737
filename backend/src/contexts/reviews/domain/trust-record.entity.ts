import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A user's trust score as last computed; locked while it is recomputed. */
@Entity({ tableName: 'trust_records' })
export class TrustRecord {
  @PrimaryKey({ type: 'uuid' })
  userId: string;

  @Property({ type: 'smallint', nullable: true })
  score: number | null = null;

  /** Grows with every computation, so readers of TrustScoreChanged keep only the newest. */
  @Property({ type: 'integer' })
  version = 0;

  @Property({ type: 'timestamptz' })
  updatedAt: Date;

  constructor(userId: string, now: Date) {
    this.userId = userId;
    this.updatedAt = now;
  }
}
