import { recordQueueItemChange } from '../../../../platform/admin-queues/admin-queue';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { GetUserSummariesQuery } from '../../../identity/public';
import { GetJobPostOwnerQuery, JobPostExistsQuery } from '../../../jobs/public';
import { GetMessagePartiesQuery, IsMessageParticipantQuery } from '../../../messaging/public';
import { AlreadyReported, CannotReportSelf, ReportTargetNotFound } from '../../domain/moderation-errors';
import { Report, ReportType } from '../../domain/report.entity';
import { readReportedContent } from '../reported-content';
import { ReportView, toReportView } from '../views';

export class FileReportCommand extends Command<ReportView> {
  constructor(
    readonly reporterId: string,
    readonly reportType: ReportType,
    readonly targetId: string,
    readonly reason: string,
    readonly evidence: string | null,
  ) {
    super();
  }
}

/**
 * Files a report on something the reporter can see, with a snapshot of it as it is now; one
 * pending report per reporter and target.
 */
@CommandHandler(FileReportCommand)
export class FileReportHandler implements ICommandHandler<FileReportCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ reporterId, reportType, targetId, reason, evidence }: FileReportCommand): Promise<ReportView> {
    if (reportType === 'user' && targetId === reporterId) throw new CannotReportSelf();
    if (!(await this.canSee(reporterId, reportType, targetId))) throw new ReportTargetNotFound();
    const [targetUserId, snapshot] = await Promise.all([
      this.ownerOf(reportType, targetId),
      // What the reported thing says now, kept with the report: a later edit cannot hide it (decision 0064).
      readReportedContent(this.queryBus, reportType, targetId),
    ]);
    if (!targetUserId || !snapshot) throw new ReportTargetNotFound();
    const report = new Report({ reporterId, reportType, targetId, targetUserId, reason, evidence, snapshot, createdAt: this.clock.now() });
    try {
      const em = this.em.fork();
      em.persist(report);
      recordQueueItemChange(em, 'reports', report.id, targetUserId, 'opened');
      await em.flush();
    } catch (error) {
      // The partial unique index keeps one pending report per target, also for two sent at once.
      if (error instanceof UniqueConstraintViolationException) throw new AlreadyReported();
      throw error;
    }
    return toReportView(report);
  }

  private async canSee(reporterId: string, reportType: ReportType, targetId: string): Promise<boolean> {
    switch (reportType) {
      case 'user':
        return (await this.queryBus.execute(new GetUserSummariesQuery([targetId]))).has(targetId);
      case 'job':
        return this.queryBus.execute(new JobPostExistsQuery(targetId));
      case 'message':
        return this.queryBus.execute(new IsMessageParticipantQuery(targetId, reporterId));
    }
  }

  /** Whose the reported thing is, so the report counts among the reports against them (decision 0036). */
  private async ownerOf(reportType: ReportType, targetId: string): Promise<string | null> {
    switch (reportType) {
      case 'user':
        return targetId;
      case 'job':
        return this.queryBus.execute(new GetJobPostOwnerQuery(targetId));
      case 'message':
        return (await this.queryBus.execute(new GetMessagePartiesQuery(targetId)))?.senderId ?? null;
    }
  }
}
