import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A party to a completed contract, as they stood when its completion was counted. */
export type TrustParty = { id: string; verified: boolean; joinedAt: Date | null };

/**
 * A completed contract as the trust score counts it (decision 0033): both parties, how long it
 * ran, and whether each party was verified and when they joined, which weighs what they give the
 * other.
 */
@Entity({ tableName: 'trust_contracts' })
export class TrustContract {
  @PrimaryKey({ type: 'uuid' })
  contractId: string;

  @Index({ name: 'trust_contracts_client_id_index' })
  @Property({ type: 'uuid' })
  clientId: string;

  @Index({ name: 'trust_contracts_freelancer_id_index' })
  @Property({ type: 'uuid' })
  freelancerId: string;

  @Property({ type: 'timestamptz' })
  startedAt: Date;

  @Property({ type: 'timestamptz' })
  completedAt: Date;

  @Property({ type: 'boolean' })
  clientVerified: boolean;

  @Property({ type: 'timestamptz', nullable: true })
  clientJoinedAt: Date | null;

  @Property({ type: 'boolean' })
  freelancerVerified: boolean;

  @Property({ type: 'timestamptz', nullable: true })
  freelancerJoinedAt: Date | null;

  constructor(props: { contractId: string; client: TrustParty; freelancer: TrustParty; startedAt: Date; completedAt: Date }) {
    this.contractId = props.contractId;
    this.clientId = props.client.id;
    this.clientVerified = props.client.verified;
    this.clientJoinedAt = props.client.joinedAt;
    this.freelancerId = props.freelancer.id;
    this.freelancerVerified = props.freelancer.verified;
    this.freelancerJoinedAt = props.freelancer.joinedAt;
    this.startedAt = props.startedAt;
    this.completedAt = props.completedAt;
  }
}
