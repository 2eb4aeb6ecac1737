import { LockMode } from '@mikro-orm/core';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { recordAdminAction } from '../../../../platform/audit/audit-log';
import { Clock } from '../../../../platform/clock/clock';
import { IntegrationEvent } from '../../../../platform/outbox/integration-event';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { FindLiveAccountsQuery, GetPortfolioItemOwnerQuery, GetUserSummariesQuery } from '../../../identity/public';
import { GetJobPostOwnerQuery } from '../../../jobs/public';
import { GetMessagePartiesQuery } from '../../../messaging/public';
import { Dispute } from '../../domain/dispute.entity';
import {
  ENFORCEMENT_AUDIT_ACTIONS,
  ENFORCEMENT_SUBJECT_TYPES,
  EnforcementAction,
  EnforcementKind,
} from '../../domain/enforcement-action.entity';
import {
  AlreadyEnforced,
  CannotActOnAdministrator,
  CannotActOnOwnAccount,
  DisputeNotFound,
  EnforcementActionNotFound,
  EnforcementSubjectNotFound,
  ReportNotFound,
} from '../../domain/moderation-errors';
import { Report } from '../../domain/report.entity';
import { AccountSuspended, AccountSuspensionLifted, ContentRestored, ContentTakenDown, TakenDownContent } from '../../public';
import { EnforcementActionView, toEnforcementActionViews } from '../enforcement-view';

/** The content kind the events name for each takedown. */
const TAKEN_DOWN_CONTENT: Record<Exclude<EnforcementKind, 'suspension'>, TakenDownContent> = {
  job_takedown: 'job',
  portfolio_takedown: 'portfolio_item',
  message_removal: 'message',
};

export type EnforcementRequest = {
  kind: EnforcementKind;
  subjectId: string;
  reason: string;
  endsAt: Date | null;
  reportId: string | null;
  disputeId: string | null;
};

export class ApplyEnforcementCommand extends Command<EnforcementActionView> {
  constructor(
    readonly adminId: string,
    readonly request: EnforcementRequest,
  ) {
    super();
  }
}

export class LiftEnforcementCommand extends Command<EnforcementActionView> {
  constructor(
    readonly adminId: string,
    readonly actionId: string,
    readonly reason: string,
  ) {
    super();
  }
}

/** Ends every timed suspension whose end has come; returns how many. */
export class ExpireSuspensionsCommand extends Command<number> {}

/** What every context hears of an action: the suspension, or the content taken down. */
function appliedEvent(action: EnforcementAction): IntegrationEvent {
  if (action.kind === 'suspension') {
    return new AccountSuspended(action.id, action.userId, action.reason, action.endsAt?.toISOString() ?? null);
  }
  return new ContentTakenDown(action.id, TAKEN_DOWN_CONTENT[action.kind], action.subjectId, action.userId, action.reason);
}

/** What every context hears when an action ends: what it hid shows again. */
function endedEvent(action: EnforcementAction): IntegrationEvent {
  if (action.kind === 'suspension') return new AccountSuspensionLifted(action.id, action.userId);
  return new ContentRestored(action.id, TAKEN_DOWN_CONTENT[action.kind], action.subjectId, action.userId);
}

/**
 * An administrator suspends an account or takes content down (decision 0035). The owner comes
 * from the subject's own context; nobody acts on their own account or content, and an
 * administrator is never suspended. The action, its audit entry and the event every context
 * applies it from commit together.
 */
@CommandHandler(ApplyEnforcementCommand)
export class ApplyEnforcementHandler implements ICommandHandler<ApplyEnforcementCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ adminId, request }: ApplyEnforcementCommand): Promise<EnforcementActionView> {
    const userId = await this.ownerOf(request.kind, request.subjectId);
    if (!userId) throw new EnforcementSubjectNotFound();
    if (userId === adminId) throw new CannotActOnOwnAccount();
    if (request.kind === 'suspension' && (await this.queryBus.execute(new GetUserSummariesQuery([userId]))).get(userId)?.role === 'admin') {
      throw new CannotActOnAdministrator();
    }
    const now = this.clock.now();
    const action = new EnforcementAction({ ...request, userId, adminId, createdAt: now });
    try {
      await this.em.fork().transactional(async (em) => {
        if (request.reportId && !(await em.count(Report, { id: request.reportId }))) throw new ReportNotFound();
        if (request.disputeId && !(await em.count(Dispute, { id: request.disputeId }))) throw new DisputeNotFound();
        em.persist(action);
        recordAdminAction(em, {
          adminId,
          action: ENFORCEMENT_AUDIT_ACTIONS[action.kind],
          subjectType: ENFORCEMENT_SUBJECT_TYPES[action.kind],
          subjectId: action.subjectId,
          before: null,
          after: {
            enforcementActionId: action.id,
            userId,
            reason: action.reason,
            endsAt: action.endsAt?.toISOString() ?? null,
            reportId: action.reportId,
            disputeId: action.disputeId,
          },
          createdAt: now,
        });
        recordEvent(em, appliedEvent(action));
      });
    } catch (error) {
      // enforcement_actions_one_active_per_subject: also two administrators acting at once.
      if (error instanceof UniqueConstraintViolationException) throw new AlreadyEnforced();
      throw error;
    }
    const [view] = await toEnforcementActionViews(this.queryBus, [action]);
    return view;
  }

  /** Whose account, post, item or message it is; null when there is none (a deleted account is none). */
  private async ownerOf(kind: EnforcementKind, subjectId: string): Promise<string | null> {
    switch (kind) {
      case 'suspension':
        return (await this.queryBus.execute(new FindLiveAccountsQuery([subjectId]))).has(subjectId) ? subjectId : null;
      case 'job_takedown':
        return this.queryBus.execute(new GetJobPostOwnerQuery(subjectId));
      case 'portfolio_takedown':
        return this.queryBus.execute(new GetPortfolioItemOwnerQuery(subjectId));
      case 'message_removal':
        return (await this.queryBus.execute(new GetMessagePartiesQuery(subjectId)))?.senderId ?? null;
    }
  }
}

/** An administrator ends an action early, with a reason; the lift, its audit entry and the event commit together. */
@CommandHandler(LiftEnforcementCommand)
export class LiftEnforcementHandler implements ICommandHandler<LiftEnforcementCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ adminId, actionId, reason }: LiftEnforcementCommand): Promise<EnforcementActionView> {
    const action = await this.em.fork().transactional(async (em) => {
      // Two administrators at once, or the expiry schedule: the second waits, then finds it ended.
      const found = await em.findOne(EnforcementAction, actionId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!found) throw new EnforcementActionNotFound();
      const now = this.clock.now();
      found.lift(adminId, reason, now);
      recordAdminAction(em, {
        adminId,
        action: 'enforcement.lifted',
        subjectType: ENFORCEMENT_SUBJECT_TYPES[found.kind],
        subjectId: found.subjectId,
        before: { enforcementActionId: found.id, kind: found.kind, status: 'active' },
        after: { enforcementActionId: found.id, kind: found.kind, status: found.status, liftReason: reason },
        createdAt: now,
      });
      recordEvent(em, endedEvent(found));
      return found;
    });
    const [view] = await toEnforcementActionViews(this.queryBus, [action]);
    return view;
  }
}

/**
 * The expiry schedule's run: each due suspension ends and AccountSuspensionLifted goes out with
 * it. Rows another instance holds are skipped (it is ending them), so none ends twice.
 */
@CommandHandler(ExpireSuspensionsCommand)
export class ExpireSuspensionsHandler implements ICommandHandler<ExpireSuspensionsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<number> {
    const now = this.clock.now();
    return this.em.fork().transactional(async (em) => {
      const due = await em.find(
        EnforcementAction,
        { kind: 'suspension', status: 'active', endsAt: { $lte: now } },
        { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      for (const action of due) {
        action.expire(now);
        recordEvent(em, endedEvent(action));
      }
      return due.length;
    });
  }
}
