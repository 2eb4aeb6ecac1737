import { Check, Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import type { EnforcementAction } from './enforcement-action.entity';
import {
  AppealActionNotFound,
  AppealAlreadyDecided,
  CannotDecideOwnAction,
  CannotDecideOwnAppeal,
  EnforcementNotActive,
} from './moderation-errors';

export const APPEAL_STATUSES = ['pending', 'upheld', 'lifted'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
/** What an administrator decides: the action stands (upheld) or is lifted. */
export const APPEAL_DECISIONS = ['upheld', 'lifted'] as const satisfies readonly AppealStatus[];
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

/** Longest texts, in characters. */
export const APPEAL_LIMITS = { text: 2000, reason: 1000 };

/**
 * A user's appeal of an administrator's action on their account or content (decision 0065): one
 * per action, filed while the action is in force, with the user's text; an administrator other
 * than the one who acted decides it, with a reason the user is told. An action that ends before a
 * decision (lifted directly, or a timed suspension at its end) closes its appeal as lifted.
 */
@Entity({ tableName: 'appeals' })
@Unique({ name: 'appeals_enforcement_action_id_unique', properties: ['enforcementActionId'] })
@Index({ name: 'appeals_status_created_at_index', properties: ['status', 'createdAt', 'id'] })
@Index({ name: 'appeals_appellant_id_created_at_index', properties: ['appellantId', 'createdAt', 'id'] })
@Check({ name: 'appeals_decided_at_when_decided_check', expression: `("status" = 'pending') = ("decided_at" is null)` })
@Check({ name: 'appeals_decision_reason_when_decided_check', expression: `("status" = 'pending') = ("decision_reason" is null)` })
export class Appeal {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The action appealed; one appeal per action (the unique index settles two at once). */
  @Property({ type: 'uuid' })
  enforcementActionId: string;

  /** Whose account or content the action is on: the only one who may appeal it. */
  @Property({ type: 'uuid' })
  appellantId: string;

  @Property({ type: 'text' })
  text: string;

  @Enum({ items: [...APPEAL_STATUSES] })
  status: AppealStatus = 'pending';

  /** The administrator who decided; null while pending and when the action ended on its own. */
  @Property({ type: 'uuid', nullable: true })
  decidedBy: string | null = null;

  /** Told to the appellant with the outcome. */
  @Property({ type: 'text', nullable: true })
  decisionReason: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null = null;

  private constructor(action: EnforcementAction, text: string, now: Date) {
    this.enforcementActionId = action.id;
    this.appellantId = action.userId;
    this.text = text;
    this.createdAt = now;
  }

  /**
   * The owner of the account or content appeals the action while it is in force. Anyone else hears
   * that there is no such action: whose actions exist is not theirs to learn.
   */
  static file(action: EnforcementAction, appellantId: string, text: string, now: Date): Appeal {
    if (action.userId !== appellantId) throw new AppealActionNotFound();
    if (action.status !== 'active') throw new EnforcementNotActive(action.status);
    return new Appeal(action, text, now);
  }

  /**
   * An administrator decides once: neither the one who took the action (nobody judges their own
   * decision) nor the appellant (an administrator's content can be taken down by another).
   */
  decide(adminId: string, action: EnforcementAction, decision: AppealDecision, reason: string, now: Date): void {
    if (this.status !== 'pending') throw new AppealAlreadyDecided(this.status);
    if (adminId === action.adminId) throw new CannotDecideOwnAction();
    if (adminId === this.appellantId) throw new CannotDecideOwnAppeal();
    this.status = decision;
    this.decidedBy = adminId;
    this.decisionReason = reason;
    this.decidedAt = now;
  }

  /** The action ended before a decision (lifted directly, or expired): the appeal has what it asked for. */
  closeWithAction(liftedBy: string | null, reason: string, now: Date): void {
    if (this.status !== 'pending') return;
    this.status = 'lifted';
    this.decidedBy = liftedBy;
    this.decisionReason = reason;
    this.decidedAt = now;
  }
}
