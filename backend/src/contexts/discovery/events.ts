import { IntegrationEvent, IntegrationEventType } from '../../platform/outbox/integration-event';

/*
 * The integration events this context publishes. Subscribing to them is no dependency on the
 * context: this file imports no context code but its own domain types.
 */

/**
 * A sample: name it after what happened, and record it with recordEvent(em, event) in the
 * transaction of the change. Users are told of it by a handler in the notifications context.
 */
@IntegrationEventType('discovery.overview_changed')
export class DiscoveryOverviewChanged extends IntegrationEvent {
  constructor(readonly userId: string) {
    super();
  }
}
