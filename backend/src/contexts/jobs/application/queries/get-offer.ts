import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Offer } from '../../domain/offer.entity';
import { OfferNotFound } from '../../domain/offer-errors';
import { OfferView, toOfferView } from '../offer-view';

/** One version of an offer, for its two parties only. */
export class GetOfferQuery extends Query<OfferView> {
  constructor(
    readonly offerId: string,
    readonly viewerId: string,
  ) {
    super();
  }
}

@QueryHandler(GetOfferQuery)
export class GetOfferHandler implements IQueryHandler<GetOfferQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ offerId, viewerId }: GetOfferQuery): Promise<OfferView> {
    const offer = await this.em.fork().findOne(Offer, { id: offerId });
    if (!offer?.partyOf(viewerId)) throw new OfferNotFound();
    return toOfferView(offer, viewerId);
  }
}
