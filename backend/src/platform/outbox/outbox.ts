import { randomUUID } from 'node:crypto';
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

/** An event as the row of outbox_events that recordEvent would store, for a statement that writes it beside its change. */
export type OutboxRow = { id: string; type: string; payload: string; occurredAt: Date };

export function outboxRow(event: IntegrationEvent, occurredAt: Date): OutboxRow {
  return { id: randomUUID(), type: event.eventType, payload: JSON.stringify({ ...event }), occurredAt };
}
