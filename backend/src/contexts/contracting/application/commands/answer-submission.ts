import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { MilestoneSubmission } from '../../domain/milestone-submission.entity';
import { MilestoneNotFound, OnlyTheClientDecides, SubmissionNotFound } from '../../domain/milestone-errors';
import { loadMilestoneForChange, milestoneChanged } from './load-milestone';

/** The client approves a waiting submission, or asks for changes with a note; the milestone follows. */
export class AnswerSubmissionCommand extends Command<{ milestoneId: string }> {
  constructor(
    readonly userId: string,
    readonly submissionId: string,
    readonly answer: { approve: true; note: null } | { approve: false; note: string },
  ) {
    super();
  }
}

@CommandHandler(AnswerSubmissionCommand)
export class AnswerSubmissionHandler implements ICommandHandler<AnswerSubmissionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, submissionId, answer }: AnswerSubmissionCommand): Promise<{ milestoneId: string }> {
    const found = await this.em.fork().findOne(MilestoneSubmission, { id: submissionId }, { fields: ['milestoneId'] });
    if (!found) throw new SubmissionNotFound();
    return this.em.fork().transactional(async (em) => {
      const { contract, milestone } = await loadMilestoneForChange(em, found.milestoneId, userId).catch((error: unknown) => {
        throw error instanceof MilestoneNotFound ? new SubmissionNotFound() : error;
      });
      if (contract.partyOf(userId) !== 'client') throw new OnlyTheClientDecides();
      // Read under the milestone's lock: the schedule approving it at this moment went first, or waits.
      const submission = await em.findOneOrFail(MilestoneSubmission, { id: submissionId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const now = this.clock.now();
      submission.decide(answer.approve ? 'approved' : 'changes_requested', answer.note, now);
      milestone.answered(answer.approve, now);
      recordEvent(em, milestoneChanged(contract, milestone, answer.approve ? 'approved' : 'changes_requested', submission, answer.note));
      return { milestoneId: milestone.id };
    });
  }
}
