import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Attachments } from '../../../../platform/attachments/public';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { ContractNotActive } from '../../domain/contracting-errors';
import { MilestoneSubmission } from '../../domain/milestone-submission.entity';
import { OnlyTheFreelancerSubmits } from '../../domain/milestone-errors';
import { loadMilestoneForChange, milestoneChanged } from './load-milestone';

/** The freelancer hands in an open milestone, or one the client asked changes of, with a note and files. */
export class SubmitMilestoneCommand extends Command<{ submissionId: string }> {
  constructor(
    readonly userId: string,
    readonly milestoneId: string,
    readonly note: string,
    /** Uploads of the freelancer's (the attachments' own upload), at most 5. */
    readonly attachmentIds: string[],
  ) {
    super();
  }
}

@CommandHandler(SubmitMilestoneCommand)
export class SubmitMilestoneHandler implements ICommandHandler<SubmitMilestoneCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly attachments: Attachments,
  ) {}

  async execute({ userId, milestoneId, note, attachmentIds }: SubmitMilestoneCommand): Promise<{ submissionId: string }> {
    return this.em.fork().transactional(async (em) => {
      const { contract, milestone } = await loadMilestoneForChange(em, milestoneId, userId);
      if (contract.partyOf(userId) !== 'freelancer') throw new OnlyTheFreelancerSubmits();
      if (contract.status !== 'active') throw new ContractNotActive(contract.completedBy === userId);
      const now = this.clock.now();
      milestone.submitted(now);
      const submission = new MilestoneSubmission(milestone, note, now);
      await em.persist(submission).flush();
      await this.attachments.attach(em, userId, attachmentIds, { kind: 'milestone_submission', id: submission.id });
      recordEvent(em, milestoneChanged(contract, milestone, 'submitted', submission, note || null));
      return { submissionId: submission.id };
    });
  }
}
