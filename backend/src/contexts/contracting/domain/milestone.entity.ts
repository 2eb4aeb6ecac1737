import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { Contract } from './contract.entity';
import { MilestoneNotSubmittable } from './milestone-errors';
import { MILESTONE_STATUSES, MilestoneStatus } from './milestone-rules';

/** A piece of the contract's work with its own due date; the freelancer submits it, the client approves it. */
@Entity({ tableName: 'contract_milestones' })
@Unique({ name: 'contract_milestones_contract_id_position_unique', properties: ['contractId', 'position'] })
export class Milestone {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Contract, { fieldName: 'contract_id', deleteRule: 'cascade', mapToPk: true })
  contractId: string;

  /** 1, 2, … in the contract's order: the offer's milestones first, then those the client added. */
  @Property({ type: 'integer' })
  position: number;

  @Property({ type: 'text' })
  title: string;

  @Property({ type: 'date', nullable: true })
  dueDate: string | null;

  @Property({ type: 'text' })
  description: string;

  @Enum({ items: [...MILESTONE_STATUSES] })
  status: MilestoneStatus = 'open';

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz' })
  updatedAt: Date;

  constructor(contractId: string, position: number, terms: { title: string; dueDate: string | null; description: string }, now: Date) {
    this.contractId = contractId;
    this.position = position;
    this.title = terms.title;
    this.dueDate = terms.dueDate;
    this.description = terms.description;
    this.createdAt = now;
    this.updatedAt = now;
  }

  /** Handed in: an open milestone, or one the client asked changes of. */
  submitted(now: Date): void {
    if (this.status !== 'open' && this.status !== 'changes_requested') throw new MilestoneNotSubmittable(this.status);
    this.status = 'submitted';
    this.updatedAt = now;
  }

  answered(approved: boolean, now: Date): void {
    this.status = approved ? 'approved' : 'changes_requested';
    this.updatedAt = now;
  }
}
