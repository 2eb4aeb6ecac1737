import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { RealtimeBus } from '../../../../platform/realtime/realtime-bus';
import { Offer } from '../../domain/offer.entity';
import { OfferChanged } from '../../public';
import { OFFER_CHANGED } from '../server-events';

/** Tells both parties' open screens that an offer on their application moved; once per event, however often delivered. */
@Injectable()
@HandlesEvents(OfferChanged)
export class PushOfferChanges implements IntegrationEventHandler<OfferChanged>, OnModuleInit {
  constructor(
    private readonly realtime: RealtimeBus,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.realtime.register(OFFER_CHANGED, async (refs) => {
      const found = await this.em
        .fork()
        .find(Offer, { id: { $in: refs.map((ref) => ref.offerId) } }, { fields: ['id', 'applicationId', 'status'] });
      const byId = new Map(found.map((offer) => [offer.id, offer]));
      return refs.map(({ offerId }) => {
        const offer = byId.get(offerId);
        return offer ? { applicationId: offer.applicationId, offerId, status: offer.status } : null;
      });
    });
  }

  async handle(event: OfferChanged, delivery: EventDelivery): Promise<void> {
    const first = await delivery.once(() => Promise.resolve());
    if (first) await this.realtime.publish([event.clientId, event.freelancerId], OFFER_CHANGED, { offerId: event.offerId });
  }
}
