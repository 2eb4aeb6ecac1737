import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Tables } from '../database/tables';
import { IntegrationEvent, IntegrationEventClass, eventTypeOf } from './integration-event';

const HANDLED_EVENTS = Symbol('handledIntegrationEvents');

/**
 * One delivery of an event to one handler. Deliveries can repeat (a relay dies before it records
 * the event done, two relays race), so a handler makes its changes inside `once`.
 */
export type EventDelivery = {
  eventId: string;
  /**
   * Runs `work` in a transaction unless this handler already handled this event; returns whether
   * it ran. Effects outside the database (pushes to sockets) belong after it, when it returned true.
   */
  once(work: (em: EntityManager) => Promise<void>): Promise<boolean>;
};

/**
 * One reaction of a context to an integration event. The relay counts the event done only when
 * every handler returned; a handler that throws gets the event again later. Reads through other
 * contexts' queries happen before `once` (the embedded database has one connection, which the
 * transaction holds).
 */
export interface IntegrationEventHandler<E extends IntegrationEvent = IntegrationEvent> {
  handle(event: E, delivery: EventDelivery): Promise<void>;
}

/** Marks a provider as a handler of these events (its module must list it as a provider). */
export function HandlesEvents(...events: IntegrationEventClass[]) {
  return (target: abstract new (...args: never[]) => IntegrationEventHandler): void => {
    Reflect.defineMetadata(HANDLED_EVENTS, events, target);
  };
}

type RegisteredHandler = { name: string; handler: IntegrationEventHandler };

/**
 * Hands each event to every provider marked with @HandlesEvents for its type. Exactly-once effects
 * for at-least-once deliveries: a handler's changes commit in one transaction with a row keyed by
 * (event id, handler name), so a repeated delivery finds the row and does nothing; two deliveries
 * at once meet at the primary key, and the second waits, then skips.
 */
@Injectable()
export class EventDispatcher implements OnApplicationBootstrap {
  private readonly byType = new Map<string, RegisteredHandler[]>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly em: EntityManager,
  ) {}

  onApplicationBootstrap(): void {
    for (const { metatype, instance } of this.discovery.getProviders()) {
      if (!metatype || !instance || typeof metatype !== 'function') continue;
      const events = Reflect.getMetadata(HANDLED_EVENTS, metatype) as IntegrationEventClass[] | undefined;
      for (const eventClass of events ?? []) {
        const type = eventTypeOf(eventClass);
        this.byType.set(type, [...(this.byType.get(type) ?? []), { name: metatype.name, handler: instance as IntegrationEventHandler }]);
      }
    }
  }

  /** Names of the handlers of an event type, for logs and tests. */
  handlerNames(type: string): string[] {
    return (this.byType.get(type) ?? []).map(({ name }) => name);
  }

  /**
   * Delivers the event to each of its handlers; every handler gets its turn even when one fails,
   * and then the failures are thrown together so the relay delivers the event again later.
   */
  async dispatch(eventId: string, event: IntegrationEvent): Promise<void> {
    const failures: unknown[] = [];
    for (const { name, handler } of this.byType.get(event.eventType) ?? []) {
      try {
        await handler.handle(event, this.delivery(eventId, name));
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length === 1) throw failures[0];
    if (failures.length > 1) throw new AggregateError(failures, `${failures.length} handlers of ${event.eventType} failed`);
  }

  private delivery(eventId: string, handlerName: string): EventDelivery {
    return {
      eventId,
      once: (work) =>
        this.em.fork().transactional(async (em) => {
          const inserted = await em
            .getKysely<Pick<Tables, 'processed_events'>>()
            .insertInto('processed_events')
            .values({ event_id: eventId, handler: handlerName })
            .onConflict((conflict) => conflict.doNothing())
            .returning('event_id')
            .execute();
          if (inserted.length === 0) return false;
          await work(em);
          return true;
        }),
    };
  }
}
