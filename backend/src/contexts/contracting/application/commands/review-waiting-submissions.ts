import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { Contract } from '../../domain/contract.entity';
import { Milestone } from '../../domain/milestone.entity';
import { MilestoneSubmission } from '../../domain/milestone-submission.entity';
import { MilestonesReadRepository } from '../../infrastructure/milestones-read-repository';
import { milestoneChanged } from './load-milestone';

/** Submissions one run takes of each kind; the next run takes the rest. */
const BATCH = 100;

/**
 * The schedule's work on submissions the client has not answered: a reminder to the client a day
 * before the 7 days end, then the approval on its own. Each is once per submission, safe on every
 * instance at once and against the client answering at the same moment (both take the milestone's
 * lock, and whoever comes second sees the first's outcome). Answers how many of each it did.
 */
export class ReviewWaitingSubmissionsCommand extends Command<{ reminded: number; autoApproved: number }> {}

@CommandHandler(ReviewWaitingSubmissionsCommand)
export class ReviewWaitingSubmissionsHandler implements ICommandHandler<ReviewWaitingSubmissionsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly reads: MilestonesReadRepository,
  ) {}

  async execute(): Promise<{ reminded: number; autoApproved: number }> {
    let reminded = 0;
    for (const id of await this.reads.due('remind', this.clock.now(), BATCH)) if (await this.remind(id)) reminded++;
    let autoApproved = 0;
    for (const id of await this.reads.due('auto_approve', this.clock.now(), BATCH)) if (await this.approve(id)) autoApproved++;
    return { reminded, autoApproved };
  }

  /** The reminder's mark and its event in one transaction: recorded once, whoever else tries. */
  private remind(submissionId: string): Promise<boolean> {
    return this.em.fork().transactional(async (em) => {
      const now = this.clock.now();
      if (!(await this.reads.markReminded(submissionId, now))) return false;
      const submission = await em.findOneOrFail(MilestoneSubmission, { id: submissionId });
      const milestone = await em.findOneOrFail(Milestone, { id: submission.milestoneId });
      const contract = await em.findOneOrFail(Contract, { id: submission.contractId });
      recordEvent(em, milestoneChanged(contract, milestone, 'reminder', submission, null));
      return true;
    });
  }

  private approve(submissionId: string): Promise<boolean> {
    return this.em.fork().transactional(async (em) => {
      const first = await em.findOne(MilestoneSubmission, { id: submissionId }, { fields: ['contractId', 'milestoneId'] });
      if (!first) return false;
      // The same locks, in the same order, as the client's answer and the contract's completion.
      const contract = await em.findOneOrFail(Contract, { id: first.contractId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const milestone = await em.findOneOrFail(Milestone, { id: first.milestoneId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const submission = await em.findOneOrFail(
        MilestoneSubmission,
        { id: submissionId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      const now = this.clock.now();
      if (submission.outcome || submission.autoApproveAt > now) return false;
      submission.decide('auto_approved', null, now);
      milestone.answered(true, now);
      recordEvent(em, milestoneChanged(contract, milestone, 'auto_approved', submission, null));
      return true;
    });
  }
}
