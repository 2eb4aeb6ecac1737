import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { recordAdminAction } from '../../../../platform/audit/audit-log';
import { Clock } from '../../../../platform/clock/clock';
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
  EnforcementSubjectNotFound,
  ReportNotFound,
} from '../../domain/moderation-errors';
import { Report } from '../../domain/report.entity';
import { appliedEvent } from '../enforcement-events';
import { EnforcementActionView, toEnforcementActionViews } from '../enforcement-view';

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
          personId: action.userId,
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
