import type { PinoLogger } from 'nestjs-pino';
import type { WebSocket } from 'ws';
import { EVENT_MEMORY_MS, packNotifies, RealtimeBus, Signal } from './realtime-bus';
import { RealtimeEvent, ServerEventConnected } from './realtime-event';

const signal = (index: number): Signal => ({
  type: 'new_message',
  userIds: ['4b0c1c9e-64a5-4c0a-9f0e-6a8c1f0b1a01', '4b0c1c9e-64a5-4c0a-9f0e-6a8c1f0b1a02'],
  ref: { messageId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}` },
});

describe('packNotifies', () => {
  it('packs the signals of a tick into one payload while they fit', () => {
    const payloads = packNotifies([signal(1), signal(2)]);
    expect(payloads).toHaveLength(1);
    expect(JSON.parse(payloads[0])).toEqual([signal(1), signal(2)]);
  });

  it('splits a burst into payloads under PostgreSQL’s 8000-byte NOTIFY limit, keeping every signal in order', () => {
    const burst = Array.from({ length: 200 }, (_, index) => signal(index));
    const payloads = packNotifies(burst);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap((payload) => JSON.parse(payload) as Signal[])).toEqual(burst);
  });

  it('sends nothing for no signals', () => {
    expect(packNotifies([])).toEqual([]);
  });
});

class ServerEventPing {
  type: 'ping';
  count: number;
}
/** Named like the bus's own signal between instances. */
class ServerEventSessionsEnded {
  type: 'sessions_ended';
}
const PING = new RealtimeEvent<{ id: number }, ServerEventPing>('ping', ServerEventPing);

/** A bus on the embedded database: a publish is delivered in this process, as on one instance. */
function embeddedBus(): RealtimeBus {
  const logger = { warn: () => undefined, error: () => undefined } as unknown as PinoLogger;
  return new RealtimeBus({ url: '', embedded: true }, logger);
}

/** A socket of the user that records what it is sent. */
function joinedSocket(bus: RealtimeBus, userId: string): unknown[] {
  const received: unknown[] = [];
  const socket = { readyState: 1, send: (message: string) => received.push(JSON.parse(message)) } as unknown as WebSocket;
  bus.join(userId, `session of ${userId}`, socket);
  return received;
}

const delivered = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('RealtimeBus registration', () => {
  it('pushes a registered event to its users’ sockets, loading a tick’s publishes with one call, in order', async () => {
    const bus = embeddedBus();
    const loads: { id: number }[][] = [];
    bus.register(PING, (refs) => {
      loads.push(refs);
      return Promise.resolve(refs.map(({ id }) => (id === 404 ? null : { count: id })));
    });
    const received = joinedSocket(bus, 'ann');
    const elsewhere = joinedSocket(bus, 'bob');

    await Promise.all([
      bus.publish(['ann'], PING, { id: 1 }),
      bus.publish(['ann'], PING, { id: 404 }),
      bus.publish(['ann'], PING, { id: 2 }),
    ]);
    await delivered();

    expect(loads).toEqual([[{ id: 1 }, { id: 404 }, { id: 2 }]]);
    expect(received).toEqual([
      { type: 'ping', count: 1 },
      { type: 'ping', count: 2 },
    ]);
    expect(elsewhere).toEqual([]);
  });

  it('refuses a type registered twice, and the types the bus keeps for itself', () => {
    const bus = embeddedBus();
    bus.register(PING, () => Promise.resolve([]));
    const load = () => Promise.resolve([]);
    expect(() => bus.register(PING, load)).toThrow('The realtime event type ping is already taken');
    expect(() => bus.register(new RealtimeEvent<{ id: number }, ServerEventPing>('ping', ServerEventPing), load)).toThrow(
      'The realtime event type ping is already taken',
    );
    expect(() => bus.register(new RealtimeEvent<object, ServerEventConnected>('connected', ServerEventConnected), load)).toThrow(
      'The realtime event type connected is already taken',
    );
    expect(() =>
      bus.register(new RealtimeEvent<object, ServerEventSessionsEnded>('sessions_ended', ServerEventSessionsEnded), load),
    ).toThrow('The realtime event type sessions_ended is already taken');
  });

  it('refuses to publish a type nobody registered, or one registered under the name by another declaration, and sends nothing', async () => {
    const bus = embeddedBus();
    const received = joinedSocket(bus, 'ann');
    expect(() => bus.publish(['ann'], PING, { id: 1 })).toThrow('The realtime event ping is published but not registered');

    bus.register(PING, (refs) => Promise.resolve(refs.map(({ id }) => ({ count: id }))));
    const lookalike = new RealtimeEvent<{ id: number }, ServerEventPing>('ping', ServerEventPing);
    expect(() => bus.publish(['ann'], lookalike, { id: 2 })).toThrow('The realtime event ping is published but not registered');
    await delivered();
    expect(received).toEqual([]);
  });

  it('lists every message class for the OpenAPI document: its own connected, then each registered event’s', () => {
    const bus = embeddedBus();
    expect(bus.eventSchemas()).toEqual([ServerEventConnected]);
    bus.register(PING, () => Promise.resolve([]));
    expect(bus.eventSchemas()).toEqual([ServerEventConnected, ServerEventPing]);
  });
});

describe('RealtimeBus memory of events, for pages drawn earlier', () => {
  const ALICE = '4b0c1c9e-64a5-4c0a-9f0e-6a8c1f0b1a0a';
  const BOB = '4b0c1c9e-64a5-4c0a-9f0e-6a8c1f0b1a0b';
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z'), doNotFake: ['setImmediate', 'nextTick'] }));
  afterEach(() => jest.useRealTimers());

  it('is sure of nothing since before it began to hear, and of no event of a user since the last it heard', async () => {
    const bus = embeddedBus();
    bus.register(PING, async (refs) => refs.map(({ id }) => ({ count: id })));
    const beforeStart = Date.now() - 1;
    await bus.onApplicationBootstrap();
    expect(bus.heardNothingSince(ALICE, beforeStart)).toBe(false);

    jest.advanceTimersByTime(1_000);
    const drawnAt = Date.now();
    expect(bus.heardNothingSince(ALICE, drawnAt)).toBe(true);
    jest.advanceTimersByTime(1_000);
    await bus.publish([ALICE], PING, { id: 1 });
    expect(bus.heardNothingSince(ALICE, drawnAt)).toBe(false);
    expect(bus.heardNothingSince(BOB, drawnAt)).toBe(true);
    jest.advanceTimersByTime(1_000);
    expect(bus.heardNothingSince(ALICE, Date.now())).toBe(true);
  });

  it('answers "maybe" for a time older than it remembers, and lets old entries go', async () => {
    const bus = embeddedBus();
    bus.register(PING, async (refs) => refs.map(({ id }) => ({ count: id })));
    await bus.onApplicationBootstrap();
    jest.advanceTimersByTime(1_000);
    const drawnAt = Date.now();
    jest.advanceTimersByTime(EVENT_MEMORY_MS + 1);
    expect(bus.heardNothingSince(ALICE, drawnAt)).toBe(false);

    await bus.publish([ALICE], PING, { id: 1 });
    jest.advanceTimersByTime(EVENT_MEMORY_MS + 1);
    await bus.publish([BOB], PING, { id: 2 });
    // Alice's entry is gone with the sweep; a time within memory after it is still answered for.
    const recent = Date.now() - 1;
    expect(bus.heardNothingSince(ALICE, recent)).toBe(true);
    expect(bus.heardNothingSince(BOB, recent)).toBe(false);
    expect((bus as unknown as { lastHeard: Map<string, number> }).lastHeard.has(ALICE)).toBe(false);
  });
});
