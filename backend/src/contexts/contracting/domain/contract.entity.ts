import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import type { ContractParty, ContractStatus } from '../public';
import type { FrozenOffer } from './frozen-offer';
import { ContractNotActive, ContractUnderDispute, NotAContractParty } from './contracting-errors';

export const CONTRACT_STATUSES = ['active', 'completed'] as const;

/** The terms the job's owner accepted an application on, from then until both sides are done. */
@Entity({ tableName: 'contracts' })
@Index({ name: 'contracts_client_id_created_at_index', properties: ['clientId', 'createdAt'] })
@Index({ name: 'contracts_freelancer_id_created_at_index', properties: ['freelancerId', 'createdAt'] })
// A party's active contracts counted without reading their completed ones (decision 0076).
@Index({
  name: 'contracts_active_client_index',
  expression: 'create index "contracts_active_client_index" on "contracts" ("client_id") where "status" = \'active\'',
})
@Index({
  name: 'contracts_active_freelancer_index',
  expression: 'create index "contracts_active_freelancer_index" on "contracts" ("freelancer_id") where "status" = \'active\'',
})
export class Contract {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** jobs' application this contract came from: one contract per application. */
  @Property({ type: 'uuid', unique: 'contracts_application_id_unique' })
  applicationId: string;

  @Property({ type: 'uuid' })
  jobId: string;

  /** The job's title when the contract was made. */
  @Property({ type: 'text' })
  jobTitle: string;

  @Property({ type: 'uuid' })
  clientId: string;

  @Property({ type: 'uuid' })
  freelancerId: string;

  @Property({ type: 'text' })
  terms: string;

  /** The accepted version of the offer, as it was accepted (decision 0072); null for contracts made before offers. */
  @Property({ type: 'json', nullable: true })
  offer: FrozenOffer | null = null;

  @Enum({ items: [...CONTRACT_STATUSES] })
  status: ContractStatus = 'active';

  @Property({ type: 'boolean' })
  clientReviewed = false;

  @Property({ type: 'boolean' })
  freelancerReviewed = false;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  completedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  completedBy: string | null = null;

  constructor(props: {
    applicationId: string;
    jobId: string;
    jobTitle: string;
    clientId: string;
    freelancerId: string;
    terms: string;
    offer?: FrozenOffer | null;
    createdAt: Date;
  }) {
    this.applicationId = props.applicationId;
    this.jobId = props.jobId;
    this.jobTitle = props.jobTitle;
    this.clientId = props.clientId;
    this.freelancerId = props.freelancerId;
    this.terms = props.terms;
    this.offer = props.offer ?? null;
    this.createdAt = props.createdAt;
  }

  /** The side the user is on, or null when they are not a party. */
  partyOf(userId: string): ContractParty | null {
    if (userId === this.clientId) return 'client';
    if (userId === this.freelancerId) return 'freelancer';
    return null;
  }

  /** Either party marks the work done, once, and not while a dispute about it waits for an administrator. */
  complete(userId: string, now: Date, underDispute: boolean): void {
    if (!this.partyOf(userId)) throw new NotAContractParty();
    if (this.status !== 'active') throw new ContractNotActive(this.completedBy === userId);
    if (underDispute) throw new ContractUnderDispute();
    this.status = 'completed';
    this.completedAt = now;
    this.completedBy = userId;
  }

  /** The party has reviewed the other; repeating it changes nothing. */
  markReviewedBy(party: ContractParty): void {
    if (party === 'client') this.clientReviewed = true;
    else this.freelancerReviewed = true;
  }
}
