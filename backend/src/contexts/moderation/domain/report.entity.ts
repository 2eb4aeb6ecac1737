import { Check, Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { ReportNotPending } from './moderation-errors';
import type { ReportedContent } from './reported-content';

export const REPORT_TYPES = ['user', 'job', 'message'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_STATUSES = ['pending', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type ReportOutcome = Exclude<ReportStatus, 'pending'>;
export const REPORT_OUTCOMES = ['resolved', 'dismissed'] as const satisfies readonly ReportOutcome[];

/** Longest texts, in characters. */
export const REPORT_LIMITS = { reason: 2000, evidence: 5000, note: 2000 };

/**
 * A user's complaint about a user, a job post or a message, waiting for an administrator until
 * resolved or dismissed with a note. targetId is the other context's id of the reported thing.
 */
@Entity({ tableName: 'reports' })
@Index({ name: 'reports_status_created_at_index', properties: ['status', 'createdAt', 'id'] })
@Index({ name: 'reports_reporter_id_created_at_index', properties: ['reporterId', 'createdAt'] })
@Index({ name: 'reports_target_user_id_created_at_index', properties: ['targetUserId', 'createdAt'] })
// One pending report per reporter and target; FileReport relies on it when two arrive at once.
@Index({
  name: 'reports_one_pending_per_target',
  expression:
    'create unique index "reports_one_pending_per_target" on "reports" ("reporter_id", "report_type", "target_id") where "status" = \'pending\'',
})
@Check({ name: 'reports_note_when_closed_check', expression: `("status" = 'pending') = ("note" is null)` })
export class Report {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  reporterId: string;

  @Enum({ items: [...REPORT_TYPES] })
  reportType: ReportType;

  @Property({ type: 'uuid' })
  targetId: string;

  /**
   * Whose the reported thing is when it was filed: the reported user, the job post's owner, the
   * message's sender; the reports against a user (decision 0036). Null only for a report filed
   * before it was kept whose post or message was already gone.
   */
  @Property({ type: 'uuid', nullable: true })
  targetUserId: string | null;

  @Property({ type: 'text' })
  reason: string;

  @Property({ type: 'text', nullable: true })
  evidence: string | null;

  @Enum({ items: [...REPORT_STATUSES] })
  status: ReportStatus = 'pending';

  /** The administrator's note to the reporter, once reviewed. */
  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  /**
   * The reported job post, profile or message as it was when the report was filed, so an edit
   * cannot hide it (decision 0064). Null for a report filed before snapshots were kept.
   */
  @Property({ type: 'jsonb', nullable: true })
  snapshot: ReportedContent | null;

  constructor(props: {
    reporterId: string;
    reportType: ReportType;
    targetId: string;
    targetUserId: string;
    reason: string;
    evidence: string | null;
    snapshot: ReportedContent;
    createdAt: Date;
  }) {
    this.reporterId = props.reporterId;
    this.reportType = props.reportType;
    this.targetId = props.targetId;
    this.targetUserId = props.targetUserId;
    this.reason = props.reason;
    this.evidence = props.evidence;
    this.snapshot = props.snapshot;
    this.createdAt = props.createdAt;
  }

  /** An administrator's decision, once: a reviewed report stays as decided. */
  close(outcome: ReportOutcome, note: string, now: Date): void {
    if (this.status !== 'pending') throw new ReportNotPending();
    this.status = outcome;
    this.note = note;
    this.reviewedAt = now;
  }
}
