import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { Contract } from '../../domain/contract.entity';
import { ContractNotActive, ContractNotFound } from '../../domain/contracting-errors';
import { Milestone } from '../../domain/milestone.entity';
import { OnlyTheClientDecides, TooManyMilestones } from '../../domain/milestone-errors';
import { MILESTONE_LIMITS } from '../../domain/milestone-rules';
import { milestoneChanged } from './load-milestone';

/** The client adds a milestone to an active contract, after the others. */
export class AddMilestoneCommand extends Command<{ milestoneId: string }> {
  constructor(
    readonly userId: string,
    readonly contractId: string,
    readonly milestone: { title: string; dueDate: string | null; description: string },
  ) {
    super();
  }
}

@CommandHandler(AddMilestoneCommand)
export class AddMilestoneHandler implements ICommandHandler<AddMilestoneCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, contractId, milestone: terms }: AddMilestoneCommand): Promise<{ milestoneId: string }> {
    return this.em.fork().transactional(async (em) => {
      // The contract's lock orders two additions at once (their positions) and the completion.
      const contract = await em.findOne(Contract, { id: contractId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const party = contract?.partyOf(userId);
      if (!contract || !party) throw new ContractNotFound();
      if (party !== 'client') throw new OnlyTheClientDecides();
      if (contract.status !== 'active') throw new ContractNotActive(contract.completedBy === userId);
      const count = await em.count(Milestone, { contractId });
      if (count >= MILESTONE_LIMITS.perContract) throw new TooManyMilestones();
      const milestone = new Milestone(contractId, count + 1, terms, this.clock.now());
      em.persist(milestone);
      recordEvent(em, milestoneChanged(contract, milestone, 'added', null, null));
      return { milestoneId: milestone.id };
    });
  }
}
