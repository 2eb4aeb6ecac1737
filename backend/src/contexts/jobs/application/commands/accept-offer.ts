import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PinoLogger } from 'nestjs-pino';
import { Clock } from '../../../../platform/clock/clock';
import type { AcceptedApplication } from '../../../contracting/public';
import { applicationOfOffer, hireOn, loadOfferForDecision, openContract, recordOfferChange } from './hire';
import { loadApplicationForDecision } from './load';

/**
 * The party who did not propose the open version accepts it: in one transaction the application
 * (locked first) is accepted and the offer with it, then the contract opens with the offer frozen
 * on it. Answers the contract; null when opening it failed (the event opens it later).
 */
export class AcceptOfferCommand extends Command<{ contractId: string | null }> {
  constructor(
    readonly userId: string,
    readonly offerId: string,
  ) {
    super();
  }
}

@CommandHandler(AcceptOfferCommand)
export class AcceptOfferHandler implements ICommandHandler<AcceptOfferCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly commandBus: CommandBus,
    private readonly logger: PinoLogger,
  ) {}

  async execute({ userId, offerId }: AcceptOfferCommand): Promise<{ contractId: string | null }> {
    const applicationId = await applicationOfOffer(this.em, offerId, userId);
    const accepted = await this.em.fork().transactional(async (em): Promise<AcceptedApplication> => {
      // Two accepts, an accept and a counter, or an accept and the application's withdrawal meet
      // at this lock: the second sees the first's outcome and is refused (409).
      const application = await loadApplicationForDecision(em, applicationId);
      const offer = await loadOfferForDecision(em, offerId, userId);
      const now = this.clock.now();
      offer.accept(userId, now);
      const { job } = application;
      recordOfferChange(em, offer, job, 'accepted', offer.assertParty(userId));
      return hireOn(em, application, offer, [], now);
    });
    return { contractId: await openContract(this.commandBus, this.logger, accepted) };
  }
}
