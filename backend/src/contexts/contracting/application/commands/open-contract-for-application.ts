import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { Contract } from '../../domain/contract.entity';
import { Milestone } from '../../domain/milestone.entity';
import { ContractCreated, OpenContractForApplicationCommand } from '../../public';

/**
 * The one place a contract is made. Jobs sends it as the owner accepts, after the acceptance
 * committed; `CreateContractOnAcceptance` sends it again from the ApplicationAccepted event, in
 * case that call failed. The unique index on application_id keeps one contract, whoever comes first.
 */
@CommandHandler(OpenContractForApplicationCommand)
export class OpenContractForApplicationHandler implements ICommandHandler<OpenContractForApplicationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ application }: OpenContractForApplicationCommand): Promise<{ contractId: string }> {
    const opened = await this.contractOf(application.applicationId);
    if (opened) return { contractId: opened };
    const contract = new Contract({ ...application, createdAt: this.clock.now() });
    try {
      await this.em.fork().transactional(async (em) => {
        // Inserted first: its milestones name it, and the unit of work knows no relation between them.
        await em.persist(contract).flush();
        // The accepted offer's milestones become the contract's, in its order.
        const now = contract.createdAt;
        (application.offer?.milestones ?? []).forEach((terms, index) => em.persist(new Milestone(contract.id, index + 1, terms, now)));
        const { id, applicationId, jobId, jobTitle, clientId, freelancerId } = contract;
        recordEvent(em, new ContractCreated(id, applicationId, jobId, jobTitle, clientId, freelancerId));
      });
    } catch (error) {
      // Two openers at once: the other's insert won (its ContractCreated with it), and this one answers it.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const winner = await this.contractOf(application.applicationId);
      if (!winner) throw error;
      return { contractId: winner };
    }
    return { contractId: contract.id };
  }

  private async contractOf(applicationId: string): Promise<string | null> {
    const found = await this.em.fork().findOne(Contract, { applicationId }, { fields: ['id'] });
    return found?.id ?? null;
  }
}
