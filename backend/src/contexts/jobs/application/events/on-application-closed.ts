import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { Offer } from '../../domain/offer.entity';
import { ApplicationRejected, ApplicationWithdrawn } from '../../public';

/**
 * An application declined or withdrawn takes its open offer with it (an answer to it would be
 * refused anyway: the application is no longer pending); a repeated delivery finds none open.
 */
@Injectable()
@HandlesEvents(ApplicationRejected, ApplicationWithdrawn)
export class CloseOffersOfClosedApplication implements IntegrationEventHandler<ApplicationRejected | ApplicationWithdrawn> {
  constructor(private readonly clock: Clock) {}

  async handle(event: ApplicationRejected | ApplicationWithdrawn, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      const open = await em.find(Offer, { applicationId: event.applicationId, status: 'open' });
      for (const offer of open) offer.closeWithApplication(this.clock.now());
    });
  }
}
