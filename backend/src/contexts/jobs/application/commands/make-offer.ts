import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { ApplicationNotFound, ApplicationNotPending, JobNotOpen } from '../../domain/jobs-errors';
import { Offer } from '../../domain/offer.entity';
import { OfferAlreadyOpen } from '../../domain/offer-errors';
import { MAX_OFFER_VERSIONS, OfferTerms } from '../../domain/offer-terms';
import { OfferVersionsUsedUp } from '../../domain/offer-errors';
import { recordOfferChange } from './hire';
import { loadApplicationForDecision } from './load';

/** The post's owner offers terms on a pending application: version 1, or the next after a decline or a withdrawal. */
export class MakeOfferCommand extends Command<{ offerId: string }> {
  constructor(
    readonly userId: string,
    readonly applicationId: string,
    readonly terms: OfferTerms,
  ) {
    super();
  }
}

@CommandHandler(MakeOfferCommand)
export class MakeOfferHandler implements ICommandHandler<MakeOfferCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, applicationId, terms }: MakeOfferCommand): Promise<{ offerId: string }> {
    return this.em.fork().transactional(async (em) => {
      // The application's lock puts every answer to its offers one after the other.
      const application = await loadApplicationForDecision(em, applicationId);
      if (application.isHiddenFrom(userId)) throw new ApplicationNotFound();
      application.job.assertOwner(userId);
      if (application.status !== 'pending') throw new ApplicationNotPending(application.status);
      application.job.assertNotTakenDown('hired for');
      if (application.job.status !== 'open') throw new JobNotOpen('hired for');
      const latest = await em.findOne(Offer, { applicationId }, { orderBy: { version: 'desc' } });
      if (latest?.status === 'open') throw new OfferAlreadyOpen();
      if ((latest?.version ?? 0) >= MAX_OFFER_VERSIONS) throw new OfferVersionsUsedUp();
      const { clientId, freelancerId, job } = application;
      const offer = Offer.make({ applicationId, clientId, freelancerId }, latest?.version ?? 0, terms, this.clock.now());
      em.persist(offer);
      recordOfferChange(em, offer, job, 'made', 'client');
      return { offerId: offer.id };
    });
  }
}
