import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Application } from '../../domain/application.entity';
import { ApplicationNotFound } from '../../domain/jobs-errors';
import { Offer } from '../../domain/offer.entity';
import { MAX_OFFER_VERSIONS } from '../../domain/offer-terms';
import { OfferView, toOfferView } from '../offer-view';

/** Every version of the offers on an application, newest first: for its two parties only. */
export class ListApplicationOffersQuery extends Query<OfferView[]> {
  constructor(
    readonly applicationId: string,
    readonly viewerId: string,
  ) {
    super();
  }
}

@QueryHandler(ListApplicationOffersQuery)
export class ListApplicationOffersHandler implements IQueryHandler<ListApplicationOffersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ applicationId, viewerId }: ListApplicationOffersQuery): Promise<OfferView[]> {
    const em = this.em.fork();
    const application = await em.findOne(Application, { id: applicationId }, { fields: ['clientId', 'freelancerId', 'safetyVerdict'] });
    // Anyone but the parties learns nothing, not even that the application exists.
    if (!application || application.isHiddenFrom(viewerId) || ![application.clientId, application.freelancerId].includes(viewerId))
      throw new ApplicationNotFound();
    const offers = await em.find(Offer, { applicationId }, { orderBy: { version: 'desc' }, limit: MAX_OFFER_VERSIONS });
    return offers.map((offer) => toOfferView(offer, viewerId));
  }
}
