import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { ApplicationNotPending } from '../../domain/jobs-errors';
import { OfferVersionsUsedUp } from '../../domain/offer-errors';
import { MAX_OFFER_VERSIONS, OfferTerms } from '../../domain/offer-terms';
import { applicationOfOffer, loadOfferForDecision, recordOfferChange } from './hire';
import { loadApplicationForDecision } from './load';

/** The party who did not propose the open version answers with terms of their own: the next version, open, theirs. */
export class CounterOfferCommand extends Command<{ offerId: string }> {
  constructor(
    readonly userId: string,
    readonly offerId: string,
    readonly terms: OfferTerms,
  ) {
    super();
  }
}

@CommandHandler(CounterOfferCommand)
export class CounterOfferHandler implements ICommandHandler<CounterOfferCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, offerId, terms }: CounterOfferCommand): Promise<{ offerId: string }> {
    const applicationId = await applicationOfOffer(this.em, offerId, userId);
    return this.em.fork().transactional(async (em) => {
      // Application first, then the offer: an acceptance of the same version waits here, then finds it countered.
      const application = await loadApplicationForDecision(em, applicationId);
      const offer = await loadOfferForDecision(em, offerId, userId);
      if (application.status !== 'pending') throw new ApplicationNotPending(application.status);
      if (offer.version >= MAX_OFFER_VERSIONS) throw new OfferVersionsUsedUp();
      const next = offer.counter(userId, terms, this.clock.now());
      // The countered version leaves "open" before its successor takes the one open place.
      await em.flush();
      em.persist(next);
      const { job } = application;
      recordOfferChange(em, next, job, 'countered', next.proposedBy);
      return { offerId: next.id };
    });
  }
}
