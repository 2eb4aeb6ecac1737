import { Check, Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { EndsAtInThePast, EndsAtOnlyForSuspension, EnforcementNotActive, MessageRemovalIsFinal } from './moderation-errors';

export const ENFORCEMENT_KINDS = ['suspension', 'job_takedown', 'portfolio_takedown', 'message_removal'] as const;
export type EnforcementKind = (typeof ENFORCEMENT_KINDS)[number];
export const ENFORCEMENT_STATUSES = ['active', 'lifted', 'expired'] as const;
export type EnforcementStatus = (typeof ENFORCEMENT_STATUSES)[number];

/** Longest texts, in characters. */
export const ENFORCEMENT_LIMITS = { reason: 1000 };

/** What the audit log names an action's subject. */
export const ENFORCEMENT_SUBJECT_TYPES: Record<EnforcementKind, string> = {
  suspension: 'user',
  job_takedown: 'job_post',
  portfolio_takedown: 'portfolio_item',
  message_removal: 'message',
};

/** The audit log's name of each action (the lift is `enforcement.lifted` for all). */
export const ENFORCEMENT_AUDIT_ACTIONS: Record<EnforcementKind, string> = {
  suspension: 'enforcement.suspended',
  job_takedown: 'enforcement.job_taken_down',
  portfolio_takedown: 'enforcement.portfolio_item_taken_down',
  message_removal: 'enforcement.message_removed',
};

/**
 * An administrator's action on an account or a piece of content, with the reason: a suspension
 * (until endsAt, or until lifted), a job post or portfolio item taken down, a message removed.
 * subjectId is the other context's id of the account, post, item or message; userId whose it is.
 * Active until lifted (or, for a timed suspension, until it expires); a removed message stays
 * removed (its text is gone from the conversation).
 */
@Entity({ tableName: 'enforcement_actions' })
@Index({ name: 'enforcement_actions_created_at_index', properties: ['createdAt', 'id'] })
@Index({ name: 'enforcement_actions_user_id_created_at_index', properties: ['userId', 'createdAt', 'id'] })
// The actions taken on a report or a dispute, listed on its card.
@Index({
  name: 'enforcement_actions_report_id_index',
  expression:
    'create index "enforcement_actions_report_id_index" on "enforcement_actions" ("report_id", "created_at") where "report_id" is not null',
})
@Index({
  name: 'enforcement_actions_dispute_id_index',
  expression:
    'create index "enforcement_actions_dispute_id_index" on "enforcement_actions" ("dispute_id", "created_at") where "dispute_id" is not null',
})
// One active action of a kind per subject; ApplyEnforcement relies on it when two arrive at once.
@Index({
  name: 'enforcement_actions_one_active_per_subject',
  expression:
    'create unique index "enforcement_actions_one_active_per_subject" on "enforcement_actions" ("kind", "subject_id") where "status" = \'active\'',
})
// The expiry schedule's scan: only the active timed suspensions.
@Index({
  name: 'enforcement_actions_expiring_index',
  expression:
    'create index "enforcement_actions_expiring_index" on "enforcement_actions" ("ends_at") where "status" = \'active\' and "ends_at" is not null',
})
@Check({ name: 'enforcement_actions_ends_at_only_for_suspension_check', expression: `"kind" = 'suspension' or "ends_at" is null` })
@Check({ name: 'enforcement_actions_lifted_at_when_ended_check', expression: `("status" = 'active') = ("lifted_at" is null)` })
export class EnforcementAction {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Enum({ items: [...ENFORCEMENT_KINDS] })
  kind: EnforcementKind;

  @Property({ type: 'uuid' })
  subjectId: string;

  /** Whose account or content it is. */
  @Property({ type: 'uuid' })
  userId: string;

  @Property({ type: 'text' })
  reason: string;

  /** When a timed suspension ends; null until lifted (and for every other kind). */
  @Property({ type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  /** The report the action answers, if any. */
  @Property({ type: 'uuid', nullable: true })
  reportId: string | null;

  /** The dispute the action answers, if any. */
  @Property({ type: 'uuid', nullable: true })
  disputeId: string | null;

  @Property({ type: 'uuid' })
  adminId: string;

  @Enum({ items: [...ENFORCEMENT_STATUSES] })
  status: EnforcementStatus = 'active';

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  /** When it was lifted or expired. */
  @Property({ type: 'timestamptz', nullable: true })
  liftedAt: Date | null = null;

  /** The administrator who lifted it; null while active and when it expired. */
  @Property({ type: 'uuid', nullable: true })
  liftedBy: string | null = null;

  @Property({ type: 'text', nullable: true })
  liftReason: string | null = null;

  constructor(props: {
    kind: EnforcementKind;
    subjectId: string;
    userId: string;
    reason: string;
    endsAt: Date | null;
    reportId: string | null;
    disputeId: string | null;
    adminId: string;
    createdAt: Date;
  }) {
    if (props.endsAt && props.kind !== 'suspension') throw new EndsAtOnlyForSuspension();
    if (props.endsAt && props.endsAt <= props.createdAt) throw new EndsAtInThePast();
    this.kind = props.kind;
    this.subjectId = props.subjectId;
    this.userId = props.userId;
    this.reason = props.reason;
    this.endsAt = props.endsAt;
    this.reportId = props.reportId;
    this.disputeId = props.disputeId;
    this.adminId = props.adminId;
    this.createdAt = props.createdAt;
  }

  /**
   * An administrator ends it early; a removed message cannot come back (its text is gone), so its
   * removal is lifted only on appeal (decision 0065): the record says it was overturned, and the
   * message stays removed.
   */
  lift(adminId: string, reason: string, now: Date, onAppeal = false): void {
    if (this.status !== 'active') throw new EnforcementNotActive(this.status);
    if (this.kind === 'message_removal' && !onAppeal) throw new MessageRemovalIsFinal();
    this.status = 'lifted';
    this.liftedAt = now;
    this.liftedBy = adminId;
    this.liftReason = reason;
  }

  /** A timed suspension whose end has come. */
  expire(now: Date): void {
    if (this.status !== 'active' || !this.endsAt || this.endsAt > now) return;
    this.status = 'expired';
    this.liftedAt = now;
  }
}
