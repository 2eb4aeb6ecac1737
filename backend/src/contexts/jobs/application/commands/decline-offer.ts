import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { applicationOfOffer, loadOfferForDecision, recordOfferChange } from './hire';
import { loadApplicationForDecision } from './load';

/** The party who did not propose the open version declines it, with a note if they like; the application stays pending. */
export class DeclineOfferCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly offerId: string,
    readonly note: string | null,
  ) {
    super();
  }
}

@CommandHandler(DeclineOfferCommand)
export class DeclineOfferHandler implements ICommandHandler<DeclineOfferCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, offerId, note }: DeclineOfferCommand): Promise<void> {
    const applicationId = await applicationOfOffer(this.em, offerId, userId);
    await this.em.fork().transactional(async (em) => {
      const application = await loadApplicationForDecision(em, applicationId);
      const offer = await loadOfferForDecision(em, offerId, userId);
      offer.decline(userId, note, this.clock.now());
      const { job } = application;
      recordOfferChange(em, offer, job, 'declined', offer.assertParty(userId), note);
    });
  }
}
