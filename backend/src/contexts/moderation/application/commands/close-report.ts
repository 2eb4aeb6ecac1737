import { AdminQueues } from '../../../../platform/admin-queues/admin-queues';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { recordAdminAction } from '../../../../platform/audit/audit-log';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { ReportNotFound } from '../../domain/moderation-errors';
import { Report, ReportOutcome } from '../../domain/report.entity';
import { ReportClosed } from '../../public';
import { AdminReportView, toAdminReportViews } from '../views';

export class CloseReportCommand extends Command<AdminReportView> {
  constructor(
    readonly adminId: string,
    readonly reportId: string,
    readonly outcome: ReportOutcome,
    readonly note: string,
  ) {
    super();
  }
}

/**
 * An administrator resolves or dismisses a pending report. The decision, its audit entry and
 * ReportClosed (the reporter's notification) commit together.
 */
@CommandHandler(CloseReportCommand)
export class CloseReportHandler implements ICommandHandler<CloseReportCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly queues: AdminQueues,
    private readonly clock: Clock,
  ) {}

  async execute({ adminId, reportId, outcome, note }: CloseReportCommand): Promise<AdminReportView> {
    const report = await this.em.fork().transactional(async (em) => {
      // Two administrators at once: the second waits, then finds the report decided.
      const found = await em.findOne(Report, reportId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!found) throw new ReportNotFound();
      const before = { status: found.status };
      const now = this.clock.now();
      found.close(outcome, note, now);
      await this.queues.recordDecision(em, { kind: 'reports', itemId: found.id, personId: found.targetUserId, adminId, now });
      recordAdminAction(em, {
        adminId,
        action: `report.${outcome}`,
        subjectType: 'report',
        subjectId: found.id,
        personId: found.targetUserId,
        before,
        after: { status: found.status, note },
        createdAt: now,
      });
      recordEvent(em, new ReportClosed(found.id, found.reporterId, found.reportType, outcome, note));
      return found;
    });
    const [view] = await toAdminReportViews(this.queryBus, this.queues, [report]);
    return view;
  }
}
