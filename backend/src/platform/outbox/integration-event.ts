/**
 * An event one context announces to the others. Subclasses are plain data, declared in the
 * owning context's public.ts and registered by name with @IntegrationEventType, so the outbox
 * relay can rebuild them from their stored JSON.
 */
export abstract class IntegrationEvent {
  /** The registered name, e.g. 'jobs.application_accepted'. */
  get eventType(): string {
    return eventTypeOf(this.constructor as IntegrationEventClass);
  }
}

export type IntegrationEventClass<T extends IntegrationEvent = IntegrationEvent> = (abstract new (...args: never[]) => T) & {
  prototype: T;
};

const classesByType = new Map<string, IntegrationEventClass>();
const typeByClass = new Map<IntegrationEventClass, string>();

export function IntegrationEventType(type: string) {
  return (target: IntegrationEventClass): void => {
    classesByType.set(type, target);
    typeByClass.set(target, type);
  };
}

export function eventTypeOf(eventClass: IntegrationEventClass): string {
  const type = typeByClass.get(eventClass);
  if (!type) throw new Error(`${eventClass.name} is not registered with @IntegrationEventType`);
  return type;
}

/** Rebuilds a stored event; null for a type this build does not know. */
export function reviveIntegrationEvent(type: string, payload: Record<string, unknown>): IntegrationEvent | null {
  const eventClass = classesByType.get(type);
  if (!eventClass) return null;
  return Object.assign(Object.create(eventClass.prototype) as IntegrationEvent, payload);
}
