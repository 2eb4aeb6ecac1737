import { Check, Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { DisputeTransitionNotAllowed, ResolutionOnlyWhenResolving, ResolutionRequired } from './moderation-errors';

export const DISPUTE_STATUSES = ['open', 'under_review', 'resolved'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
/** What an administrator may move a dispute to. */
export const DISPUTE_UPDATES = ['under_review', 'resolved'] as const satisfies readonly DisputeStatus[];
export type DisputeUpdate = (typeof DISPUTE_UPDATES)[number];
/** Statuses of a dispute still waiting for its resolution. */
export const UNRESOLVED_DISPUTE_STATUSES = ['open', 'under_review'] as const satisfies readonly DisputeStatus[];

/** Longest texts, in characters. */
export const DISPUTE_LIMITS = { reason: 2000, resolution: 2000 };

const ALLOWED: Record<DisputeStatus, readonly DisputeStatus[]> = {
  open: ['under_review', 'resolved'],
  under_review: ['resolved'],
  resolved: [],
};

/**
 * A party's disagreement about a contract, for an administrator to take up and resolve. The
 * contract's parties and job title are copied from contracting when it is opened.
 */
@Entity({ tableName: 'disputes' })
@Index({ name: 'disputes_status_created_at_index', properties: ['status', 'createdAt', 'id'] })
@Index({ name: 'disputes_client_id_created_at_index', properties: ['clientId', 'createdAt'] })
@Index({ name: 'disputes_freelancer_id_created_at_index', properties: ['freelancerId', 'createdAt'] })
// One unresolved dispute per contract; OpenDispute relies on it when two arrive at once.
@Index({
  name: 'disputes_one_unresolved_per_contract',
  expression: 'create unique index "disputes_one_unresolved_per_contract" on "disputes" ("contract_id") where "status" <> \'resolved\'',
})
@Check({ name: 'disputes_resolution_when_resolved_check', expression: `("status" = 'resolved') = ("resolution" is not null)` })
export class Dispute {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  contractId: string;

  /** The contract's job title when the dispute was opened. */
  @Property({ type: 'text' })
  jobTitle: string;

  @Property({ type: 'uuid' })
  clientId: string;

  @Property({ type: 'uuid' })
  freelancerId: string;

  /** The party who opened it. */
  @Property({ type: 'uuid' })
  initiatorId: string;

  @Property({ type: 'text' })
  reason: string;

  @Enum({ items: [...DISPUTE_STATUSES] })
  status: DisputeStatus = 'open';

  @Property({ type: 'text', nullable: true })
  resolution: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz' })
  updatedAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  resolvedAt: Date | null = null;

  constructor(props: {
    contractId: string;
    jobTitle: string;
    clientId: string;
    freelancerId: string;
    initiatorId: string;
    reason: string;
    createdAt: Date;
  }) {
    this.contractId = props.contractId;
    this.jobTitle = props.jobTitle;
    this.clientId = props.clientId;
    this.freelancerId = props.freelancerId;
    this.initiatorId = props.initiatorId;
    this.reason = props.reason;
    this.createdAt = props.createdAt;
    this.updatedAt = props.createdAt;
  }

  /** The party the dispute was opened against: the person its decisions concern in the audit log. */
  get respondentId(): string {
    return this.initiatorId === this.clientId ? this.freelancerId : this.clientId;
  }

  /**
   * An administrator's step: open → under_review, open or under_review → resolved. A resolution
   * goes with resolving, and only with it.
   */
  moveTo(status: DisputeUpdate, resolution: string | null, now: Date): void {
    if (status === 'resolved' && !resolution) throw new ResolutionRequired();
    if (status !== 'resolved' && resolution) throw new ResolutionOnlyWhenResolving();
    if (!ALLOWED[this.status].includes(status)) throw new DisputeTransitionNotAllowed(this.status, status);
    this.status = status;
    this.updatedAt = now;
    if (status === 'resolved') {
      this.resolution = resolution;
      this.resolvedAt = now;
    }
  }
}
