import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { applicationOfOffer, loadOfferForDecision, recordOfferChange } from './hire';
import { loadApplicationForDecision } from './load';

/** The proposer of the open version takes it back before it is answered. */
export class WithdrawOfferCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly offerId: string,
  ) {
    super();
  }
}

@CommandHandler(WithdrawOfferCommand)
export class WithdrawOfferHandler implements ICommandHandler<WithdrawOfferCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, offerId }: WithdrawOfferCommand): Promise<void> {
    const applicationId = await applicationOfOffer(this.em, offerId, userId);
    await this.em.fork().transactional(async (em) => {
      const application = await loadApplicationForDecision(em, applicationId);
      const offer = await loadOfferForDecision(em, offerId, userId);
      offer.withdraw(userId, this.clock.now());
      const { job } = application;
      recordOfferChange(em, offer, job, 'withdrawn', offer.proposedBy);
    });
  }
}
