import { Check, Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

/**
 * One party's review of the other after a completed contract. Double-blind: hidden (publishedAt
 * null) until both parties reviewed or the blind period after completion ended.
 */
@Entity({ tableName: 'reviews' })
@Check({ name: 'reviews_rating_check', expression: 'rating >= 1 and rating <= 5' })
@Unique({ name: 'reviews_contract_id_reviewer_id_unique', properties: ['contractId', 'reviewerId'] })
@Index({ name: 'reviews_reviewee_id_created_at_index', properties: ['revieweeId', 'createdAt'] })
@Index({
  name: 'reviews_unpublished_index',
  properties: ['contractCompletedAt'],
  expression: 'create index "reviews_unpublished_index" on "reviews" ("contract_completed_at") where "published_at" is null',
})
export class Review {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  contractId: string;

  @Property({ type: 'uuid' })
  reviewerId: string;

  @Property({ type: 'uuid' })
  revieweeId: string;

  @Property({ type: 'smallint' })
  rating: number;

  @Property({ type: 'text' })
  comment: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  /** When the contract completed: the blind period runs from here. */
  @Property({ type: 'timestamptz' })
  contractCompletedAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null = null;

  constructor(props: {
    contractId: string;
    reviewerId: string;
    revieweeId: string;
    rating: number;
    comment: string;
    createdAt: Date;
    contractCompletedAt: Date;
  }) {
    this.contractId = props.contractId;
    this.reviewerId = props.reviewerId;
    this.revieweeId = props.revieweeId;
    this.rating = props.rating;
    this.comment = props.comment;
    this.createdAt = props.createdAt;
    this.contractCompletedAt = props.contractCompletedAt;
  }

  publish(now: Date): void {
    this.publishedAt ??= now;
  }
}
