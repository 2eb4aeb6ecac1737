import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { Milestone } from './milestone.entity';
import { SubmissionAlreadyAnswered } from './milestone-errors';
import { AUTO_APPROVE_AFTER_MS, REMIND_BEFORE_MS, SUBMISSION_OUTCOMES, SubmissionOutcome } from './milestone-rules';

/**
 * The freelancer hands a milestone in, with a note and files; the client approves it or asks for
 * changes, and one not answered in 7 days is approved on its own (the client reminded a day before).
 */
@Entity({ tableName: 'milestone_submissions' })
@Index({ name: 'milestone_submissions_milestone_id_submitted_at_index', properties: ['milestoneId', 'submittedAt'] })
// One submission waits for an answer per milestone; the schedule and the completion find the waiting ones.
@Index({
  name: 'milestone_submissions_one_waiting',
  expression: 'create unique index "milestone_submissions_one_waiting" on "milestone_submissions" ("milestone_id") where "outcome" is null',
})
@Index({
  name: 'milestone_submissions_waiting_contract',
  expression: 'create index "milestone_submissions_waiting_contract" on "milestone_submissions" ("contract_id") where "outcome" is null',
})
@Index({
  name: 'milestone_submissions_waiting_due',
  expression: 'create index "milestone_submissions_waiting_due" on "milestone_submissions" ("auto_approve_at") where "outcome" is null',
})
@Index({
  name: 'milestone_submissions_reminder_due',
  expression:
    'create index "milestone_submissions_reminder_due" on "milestone_submissions" ("remind_at") where "outcome" is null and "reminded_at" is null',
})
export class MilestoneSubmission {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Milestone, { fieldName: 'milestone_id', deleteRule: 'cascade', mapToPk: true })
  milestoneId: string;

  @Property({ type: 'uuid' })
  contractId: string;

  @Property({ type: 'text' })
  note: string;

  @Property({ type: 'timestamptz' })
  submittedAt: Date;

  @Property({ type: 'timestamptz' })
  autoApproveAt: Date;

  @Property({ type: 'timestamptz' })
  remindAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  remindedAt: Date | null = null;

  @Enum({ items: [...SUBMISSION_OUTCOMES], nullable: true })
  outcome: SubmissionOutcome | null = null;

  @Property({ type: 'text', nullable: true })
  outcomeNote: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null = null;

  constructor(milestone: { id: string; contractId: string }, note: string, now: Date) {
    this.milestoneId = milestone.id;
    this.contractId = milestone.contractId;
    this.note = note;
    this.submittedAt = now;
    this.autoApproveAt = new Date(now.getTime() + AUTO_APPROVE_AFTER_MS);
    this.remindAt = new Date(this.autoApproveAt.getTime() - REMIND_BEFORE_MS);
  }

  /** The client's answer, or the schedule's once its time came; a submission is answered once. */
  decide(outcome: SubmissionOutcome, note: string | null, now: Date): void {
    if (this.outcome) throw new SubmissionAlreadyAnswered(this.outcome);
    this.outcome = outcome;
    this.outcomeNote = note;
    this.decidedAt = now;
  }
}
