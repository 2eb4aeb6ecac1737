import { Injectable } from '@nestjs/common';
import { AdminQueues } from '../../../../platform/admin-queues/admin-queues';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AccountSuspended, AccountSuspensionLifted, ContentRestored, ContentTakenDown } from '../../events';

type EnforcementEvent = AccountSuspended | AccountSuspensionLifted | ContentTakenDown | ContentRestored;

/**
 * Every administrator's panel follows an action on a person as it takes effect or ends (a
 * suspension, a takedown, a lift by anyone, an expiry): the person's page and the cards about
 * them stop offering what is already done. A push, so a repeated delivery only pushes again.
 */
@Injectable()
@HandlesEvents(AccountSuspended, AccountSuspensionLifted, ContentTakenDown, ContentRestored)
export class AnnounceEnforcementToAdministrators implements IntegrationEventHandler<EnforcementEvent> {
  constructor(private readonly queues: AdminQueues) {}

  async handle(event: EnforcementEvent, _delivery: EventDelivery): Promise<void> {
    await this.queues.announcePersonChanged('userId' in event ? event.userId : event.ownerId);
  }
}
