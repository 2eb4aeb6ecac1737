import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap, Type } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import type { WebSocket } from 'ws';
import { DATABASE_CONNECTION, DatabaseConnection } from '../database/database.module';
import { DiscardingClient, endClient, listenerConfig, probeWhileOpen } from '../database/database-timeouts';
import { CONNECTED, Payload, RealtimeEvent, RealtimeLoader, ServerEventMessage } from './realtime-event';
import { sessionEndedCloseReason, WS_CLOSE_GOING_AWAY, WS_CLOSE_NOT_SIGNED_IN } from './ws-close-codes';

export const REALTIME_CHANNEL = 'realtime_events';
/** The bus's own signal type, which no event may take. */
const SESSIONS_ENDED = 'sessions_ended';
const OPEN = 1;
const RELISTEN_DELAY_MS = 1_000;
/** How long shutting down waits for the LISTEN connection to close politely before closing its socket. */
const LISTENER_END_MS = 1_000;
/** NOTIFY payloads must stay under PostgreSQL's 8000 bytes; signals are packed up to this. */
const MAX_NOTIFY_PAYLOAD = 7_000;
/** Session ids per "sessions ended" signal: about 3,500 bytes, so one always fits a NOTIFY. */
const SESSIONS_PER_SIGNAL = 100;
/**
 * How long the bus remembers when it last heard of an event for a user, to tell a tab whether
 * anything happened since its page was drawn (heardNothingSince). A page older than this is
 * answered "maybe", and its tab reads its data again.
 */
export const EVENT_MEMORY_MS = 10 * 60_000;

/** A published event between instances: its type, its users and ids only; each instance reads what it pushes. */
export type EventSignal = { type: string; userIds: string[]; ref: object };
/** These sessions were ended (why, when known: a SessionEndReason): their sockets close, wherever they are. */
export type SessionsEndedSignal = { type: typeof SESSIONS_ENDED; sessionIds: string[]; reason?: string };
export type Signal = EventSignal | SessionsEndedSignal;

/**
 * Pushes typed events to users' open sockets, one room per user, on whichever instance holds
 * them. Each context registers the events it publishes with their loaders (at module init), so
 * the bus knows no context's data: only event names, their classes and how to load them. On a PostgreSQL server every publish is a NOTIFY on one channel that every instance
 * LISTENs to (itself included), carrying the event type, the users and the ids; an instance
 * holding one of those users' sockets reads the row through the type's registered loader and
 * sends it. Under load both ends batch: the publishes of one tick share a NOTIFY, and the signals
 * that arrive while a delivery runs are loaded together, one query per event type. On the embedded database (one instance by construction) the signal is delivered in
 * process. Publish only after the transaction that wrote the row committed: whoever is told
 * must find it. A push is a hint, not the record: clients resync from the REST API by the last
 * id they hold, so a dropped socket or a lost signal loses nothing. The LISTEN connection is
 * probed while idle and bounded like every other (decision 0054): a database that stops answering
 * costs a publish at most its read timeout, then the connection is replaced.
 *
 * Each socket joins with the session it was opened by; when sessions end (SessionTermination),
 * a "sessions ended" signal takes the same way to every instance, which closes those sessions'
 * sockets at once (4401), ahead of any event still being loaded for them.
 */
@Injectable()
export class RealtimeBus implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly rooms = new Map<string, Set<WebSocket>>();
  /** Session id → the sockets it opened on this instance. */
  private readonly sessionSockets = new Map<string, Set<WebSocket>>();
  /** Socket → its user and session, to leave both. */
  private readonly members = new Map<WebSocket, { userId: string; sessionId: string }>();
  private readonly registered = new Map<string, { event: AnyRealtimeEvent; load: RealtimeLoader<object, ServerEventMessage> }>();
  private listener?: DiscardingClient;
  private relistenTimer?: NodeJS.Timeout;
  /** Signals to NOTIFY on the next tick. */
  private outgoing: Signal[] = [];
  private flushing?: Promise<void>;
  /** Signals received and not yet delivered; delivered in arrival order, one batch at a time. */
  private incoming: EventSignal[] = [];
  private delivering?: Promise<void>;
  private stopped = false;
  /** User id → when this instance last heard of an event for them (any instance's publish), within EVENT_MEMORY_MS. */
  private readonly lastHeard = new Map<string, number>();
  /** Since when this instance has heard every publish; undefined while it hears none (its channel is down). */
  private hearingSince?: number;
  private lastForgotten = Date.now();

  constructor(
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
    private readonly logger: PinoLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.connection.embedded) this.hearingSince = Date.now();
    else await this.listen();
  }

  /** Before the database and the HTTP server close: every socket is told to go away cleanly. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.relistenTimer);
    for (const room of this.rooms.values()) {
      for (const socket of room) socket.close(WS_CLOSE_GOING_AWAY, 'Server shutting down');
    }
    await this.flushing;
    await this.delivering;
    if (this.listener) await endClient(this.listener, LISTENER_END_MS);
  }

  /** Each context registers the events it publishes and how to read them (at module init); a type has one owner. */
  register<Ref extends object, E extends ServerEventMessage>(event: RealtimeEvent<Ref, E>, load: RealtimeLoader<Ref, E>): void {
    if (event.type === CONNECTED.type || event.type === SESSIONS_ENDED || this.registered.has(event.type)) {
      throw new Error(`The realtime event type ${event.type} is already taken`);
    }
    this.registered.set(event.type, { event, load: load as RealtimeLoader<object, ServerEventMessage> });
  }

  /** The class of every message /ws sends, for the OpenAPI document. */
  eventSchemas(): Type<ServerEventMessage>[] {
    return [CONNECTED.schema, ...[...this.registered.values()].map(({ event }) => event.schema)];
  }

  join(userId: string, sessionId: string, socket: WebSocket): void {
    addTo(this.rooms, userId, socket);
    addTo(this.sessionSockets, sessionId, socket);
    this.members.set(socket, { userId, sessionId });
  }

  leave(socket: WebSocket): void {
    const member = this.members.get(socket);
    if (!member) return;
    this.members.delete(socket);
    removeFrom(this.rooms, member.userId, socket);
    removeFrom(this.sessionSockets, member.sessionId, socket);
  }

  /** How many sockets the user has open on this instance. */
  socketCount(userId: string): number {
    return this.rooms.get(userId)?.size ?? 0;
  }

  /** All sockets open on this instance. */
  sockets(): WebSocket[] {
    return [...this.rooms.values()].flatMap((room) => [...room]);
  }

  /** The sessions that have sockets open on this instance. */
  sessionIds(): string[] {
    return [...this.sessionSockets.keys()];
  }

  /** Sends to the user's sockets on this instance only (e.g. `connected`, which answers one socket's handshake). */
  sendHere<E extends ServerEventMessage>(userId: string, event: RealtimeEvent<object, E>, payload: Payload<E>): void {
    this.send([userId], JSON.stringify({ type: event.type, ...payload }));
  }

  /**
   * Tells every instance; each pushes the event to the sockets it holds of these users. An event
   * nobody registered is a mistake of the publisher's, refused here rather than dropped on delivery.
   */
  publish<Ref extends object, E extends ServerEventMessage>(
    userIds: readonly string[],
    event: RealtimeEvent<Ref, E>,
    ref: Ref,
  ): Promise<void> {
    if (this.registered.get(event.type)?.event !== event)
      throw new Error(`The realtime event ${event.type} is published but not registered`);
    return this.signal([{ type: event.type, userIds: [...new Set(userIds)], ref }]);
  }

  /**
   * Whether this instance is sure no event for the user was published at or after `since` (a time
   * of this instance's clock, or of another's a little apart): it has heard every publish since
   * then, and none for them. False when it cannot tell (it started or lost its channel later, or
   * `since` is older than it remembers).
   */
  heardNothingSince(userId: string, since: number): boolean {
    const now = Date.now();
    if (this.hearingSince === undefined || this.hearingSince > since || since < now - EVENT_MEMORY_MS) return false;
    return (this.lastHeard.get(userId) ?? -Infinity) < since;
  }

  /** Tells every instance to close the sockets these sessions opened, saying why; resolves once the signal is sent. */
  endSessions(sessionIds: readonly string[], reason?: string): Promise<void> {
    const signals: SessionsEndedSignal[] = [];
    for (let start = 0; start < sessionIds.length; start += SESSIONS_PER_SIGNAL) {
      signals.push({ type: SESSIONS_ENDED, sessionIds: sessionIds.slice(start, start + SESSIONS_PER_SIGNAL), reason });
    }
    return this.signal(signals);
  }

  private signal(signals: Signal[]): Promise<void> {
    if (this.connection.embedded) {
      this.receive(signals);
      return Promise.resolve();
    }
    this.outgoing.push(...signals);
    this.flushing ??= this.flush();
    return this.flushing;
  }

  /** Sends what was published, a tick's worth per NOTIFY statement, one statement at a time. */
  private async flush(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.outgoing.length > 0) {
      const signals = this.outgoing;
      this.outgoing = [];
      const listener = this.listener;
      if (!listener) {
        // Between a lost listener connection and the next: this instance's sockets still hear it.
        this.logger.warn('realtime channel not connected; delivering on this instance only');
        this.receive(signals);
        continue;
      }
      try {
        const payloads = packNotifies(signals);
        // One statement, one round trip: `select pg_notify($1, $2), pg_notify($1, $3), …`.
        const calls = payloads.map((_, index) => `pg_notify($1, $${index + 2})`).join(', ');
        await listener.query(`select ${calls}`, [REALTIME_CHANNEL, ...payloads]);
      } catch (error) {
        this.logger.warn({ err: error }, 'realtime NOTIFY failed; delivering on this instance only');
        this.receive(signals);
      }
    }
    // Cleared synchronously after the last check, so a later publish starts a new flush.
    this.flushing = undefined;
  }

  private receive(signals: Signal[]): void {
    const events: EventSignal[] = [];
    for (const signal of signals) {
      if (isSessionsEnded(signal)) this.closeSessionsHere(signal.sessionIds, signal.reason);
      else events.push(signal);
    }
    if (events.length === 0) return;
    this.remember(events);
    this.incoming.push(...events);
    this.delivering ??= this.deliverAll();
  }

  /** Notes when each user last had an event; what is older than EVENT_MEMORY_MS is let go, a sweep at most as often. */
  private remember(events: EventSignal[]): void {
    const now = Date.now();
    for (const { userIds } of events) for (const userId of userIds) this.lastHeard.set(userId, now);
    if (now - this.lastForgotten < EVENT_MEMORY_MS) return;
    this.lastForgotten = now;
    for (const [userId, heard] of this.lastHeard) if (heard < now - EVENT_MEMORY_MS) this.lastHeard.delete(userId);
  }

  /** Closes and forgets the sessions' sockets here, saying why when known: an event loaded meanwhile finds them gone. */
  closeSessionsHere(sessionIds: readonly string[], reason?: string): void {
    for (const sessionId of sessionIds) {
      for (const socket of [...(this.sessionSockets.get(sessionId) ?? [])]) {
        this.leave(socket);
        socket.close(WS_CLOSE_NOT_SIGNED_IN, sessionEndedCloseReason(reason));
      }
    }
  }

  /** Delivers until nothing is left, each pass taking everything that arrived meanwhile. */
  private async deliverAll(): Promise<void> {
    // Let the signals of this tick gather into one batch.
    await Promise.resolve();
    while (this.incoming.length > 0 && !this.stopped) {
      const batch = this.incoming.filter((signal) => signal.userIds.some((userId) => this.rooms.has(userId)));
      this.incoming = [];
      try {
        await this.deliver(batch);
      } catch (error) {
        this.logger.error({ err: error }, 'realtime delivery failed');
      }
    }
    // Cleared synchronously after the last check, so a signal received later starts a new pass.
    this.delivering = undefined;
  }

  /**
   * Loads each type's events with one call, then sends them in the order they were published. A
   * type no context registered here (an instance of another version published it) is dropped
   * with a warning; the batch's other events still go out.
   */
  private async deliver(batch: EventSignal[]): Promise<void> {
    const payloads = new Map<EventSignal, unknown>();
    for (const type of new Set(batch.map((signal) => signal.type))) {
      const signals = batch.filter((signal) => signal.type === type);
      const registered = this.registered.get(type);
      if (!registered) {
        this.logger.warn({ type, signals: signals.length }, 'realtime event of a type not registered here; dropped');
        continue;
      }
      const loaded = await registered.load(signals.map((signal) => signal.ref));
      signals.forEach((signal, index) => payloads.set(signal, loaded[index]));
    }
    for (const signal of batch) {
      const payload = payloads.get(signal);
      if (payload) this.send(signal.userIds, JSON.stringify({ type: signal.type, ...payload }));
    }
  }

  private send(userIds: readonly string[], message: string): void {
    for (const userId of userIds) {
      for (const socket of this.rooms.get(userId) ?? []) {
        if (socket.readyState === OPEN) socket.send(message);
      }
    }
  }

  private async listen(): Promise<void> {
    const listener = new DiscardingClient(listenerConfig(this.connection));
    listener.on('notification', ({ channel, payload }) => {
      if (channel !== REALTIME_CHANNEL || !payload) return;
      this.receive(JSON.parse(payload) as Signal[]);
    });
    let gone = false;
    // A connection closed for its silence reports 'error' twice, and its LISTEN may fail as well: one reconnect per connection.
    const lost = (error: unknown, message: string) => {
      if (gone) return;
      gone = true;
      this.logger.warn({ err: error }, message);
      if (this.listener === listener) {
        this.listener = undefined;
        this.hearingSince = undefined;
      }
      listener.end().catch(() => undefined);
      this.relistenLater();
    };
    listener.on('error', (error) => lost(error, 'realtime channel lost its connection; reconnecting'));
    try {
      await listener.connect();
      await listener.query(`listen ${REALTIME_CHANNEL}`);
      if (gone) return;
      if (this.stopped) return void (await endClient(listener, LISTENER_END_MS));
      this.listener = listener;
      this.hearingSince = Date.now();
      probeWhileOpen(listener);
    } catch (error) {
      lost(error, 'realtime channel could not connect; retrying');
    }
  }

  private relistenLater(): void {
    if (this.stopped || this.relistenTimer) return;
    this.relistenTimer = setTimeout(() => {
      this.relistenTimer = undefined;
      void this.listen();
    }, RELISTEN_DELAY_MS);
    this.relistenTimer.unref();
  }
}

/** The signals as JSON arrays, each small enough for one NOTIFY. */
export function packNotifies(signals: Signal[]): string[] {
  const payloads: string[] = [];
  let pack: string[] = [];
  let size = 2;
  for (const signal of signals) {
    const json = JSON.stringify(signal);
    if (pack.length > 0 && size + json.length + 1 > MAX_NOTIFY_PAYLOAD) {
      payloads.push(`[${pack.join(',')}]`);
      pack = [];
      size = 2;
    }
    pack.push(json);
    size += json.length + 1;
  }
  if (pack.length > 0) payloads.push(`[${pack.join(',')}]`);
  return payloads;
}

function isSessionsEnded(signal: Signal): signal is SessionsEndedSignal {
  return signal.type === SESSIONS_ENDED;
}

type AnyRealtimeEvent = RealtimeEvent<object, ServerEventMessage>;

function addTo(index: Map<string, Set<WebSocket>>, key: string, socket: WebSocket): void {
  const sockets = index.get(key) ?? new Set<WebSocket>();
  sockets.add(socket);
  index.set(key, sockets);
}

function removeFrom(index: Map<string, Set<WebSocket>>, key: string, socket: WebSocket): void {
  const sockets = index.get(key);
  sockets?.delete(socket);
  if (sockets?.size === 0) index.delete(key);
}
