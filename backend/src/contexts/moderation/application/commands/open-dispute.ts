import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { recordQueueItemChange } from '../../../../platform/admin-queues/admin-queue';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { GetContractForReviewQuery } from '../../../contracting/public';
import { Dispute } from '../../domain/dispute.entity';
import { DisputeAlreadyOpen, DisputeContractNotFound } from '../../domain/moderation-errors';
import { DisputeOpened } from '../../public';
import { DisputeView, toDisputeView } from '../views';

export class OpenDisputeCommand extends Command<DisputeView> {
  constructor(
    readonly initiatorId: string,
    readonly contractId: string,
    readonly reason: string,
  ) {
    super();
  }
}

/**
 * A party of a contract (active or completed) opens a dispute; one unresolved dispute per contract.
 * The dispute and DisputeOpened (the other party's notification) commit together.
 */
@CommandHandler(OpenDisputeCommand)
export class OpenDisputeHandler implements ICommandHandler<OpenDisputeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ initiatorId, contractId, reason }: OpenDisputeCommand): Promise<DisputeView> {
    const contract = await this.queryBus.execute(new GetContractForReviewQuery(contractId));
    if (!contract || (contract.clientId !== initiatorId && contract.freelancerId !== initiatorId)) throw new DisputeContractNotFound();
    const dispute = new Dispute({
      contractId,
      jobTitle: contract.jobTitle,
      clientId: contract.clientId,
      freelancerId: contract.freelancerId,
      initiatorId,
      reason,
      createdAt: this.clock.now(),
    });
    try {
      await this.em.fork().transactional(async (em) => {
        em.persist(dispute);
        recordEvent(em, new DisputeOpened(dispute.id, contractId, dispute.jobTitle, dispute.clientId, dispute.freelancerId, initiatorId));
        recordQueueItemChange(em, 'disputes', dispute.id, dispute.respondentId, 'opened');
      });
    } catch (error) {
      // The partial unique index keeps one unresolved dispute per contract, also for two opened at once.
      if (error instanceof UniqueConstraintViolationException) throw new DisputeAlreadyOpen();
      throw error;
    }
    return toDisputeView(dispute);
  }
}
