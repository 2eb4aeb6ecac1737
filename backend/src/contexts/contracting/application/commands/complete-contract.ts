import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import type { Principal } from '../../../../platform/auth/principal';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { ContractNotFound } from '../../domain/contracting-errors';
import { Contract } from '../../domain/contract.entity';
import { SubmissionAwaitsAnswer } from '../../domain/milestone-errors';
import { MilestoneSubmission } from '../../domain/milestone-submission.entity';
import { ContractCompleted, FindDisputedContractsQuery } from '../../public';
import { actsAsAdministrator } from '../../../../platform/auth/guards';

export class CompleteContractCommand extends Command<void> {
  constructor(
    readonly caller: Principal,
    readonly contractId: string,
  ) {
    super();
  }
}

@CommandHandler(CompleteContractCommand)
export class CompleteContractHandler implements ICommandHandler<CompleteContractCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ caller, contractId }: CompleteContractCommand): Promise<void> {
    // Asked before the transaction: another context's query takes a connection of its own, and the
    // embedded database has one, which the transaction holds. A dispute opened in between meets a
    // completed contract, which a dispute may be opened on anyway.
    const disputed = await this.queryBus.execute(new FindDisputedContractsQuery([contractId]));
    await this.em.fork().transactional(async (em) => {
      // Both parties pressing at once: the second waits for the first, then finds it completed.
      const contract = await em.findOne(Contract, contractId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // Admins may look at any contract, so they learn it exists; anyone else outside it does not.
      if (!contract || (!contract.partyOf(caller.id) && !actsAsAdministrator(caller))) throw new ContractNotFound();
      // Under the contract's lock, which a submission takes too: none can arrive while this decides.
      if (contract.partyOf(caller.id) && (await em.count(MilestoneSubmission, { contractId, outcome: null })) > 0)
        throw new SubmissionAwaitsAnswer();
      contract.complete(caller.id, this.clock.now(), disputed.has(contract.id));
      recordEvent(
        em,
        new ContractCompleted(
          contract.id,
          contract.jobTitle,
          contract.clientId,
          contract.freelancerId,
          caller.id,
          (contract.completedAt as Date).toISOString(),
        ),
      );
    });
  }
}
