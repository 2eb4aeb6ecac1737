import { EntityManager } from '@mikro-orm/postgresql';
import { IntegrationEvent } from './integration-event';
import { OutboxMessage } from './outbox-message.entity';

/**
 * Records events in the unit of work of the change that caused them: flushed in the same
 * transaction, or not at all. The relay publishes them afterwards.
 */
export function recordEvent(em: EntityManager, event: IntegrationEvent): void {
  em.persist(new OutboxMessage(event.eventType, { ...event }));
}
