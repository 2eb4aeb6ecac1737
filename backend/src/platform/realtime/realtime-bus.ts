import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { Client } from 'pg';
import type { WebSocket } from 'ws';
import { DATABASE_CONNECTION, DatabaseConnection } from '../database/database.module';
import { ClientEventMap, ClientEventType } from './client-events';

export const REALTIME_CHANNEL = 'realtime_events';
/** The protocol's "going away": the client reconnects (to another instance, or this one restarted). */
export const WS_CLOSE_GOING_AWAY = 1001;
const OPEN = 1;
const RELISTEN_DELAY_MS = 1_000;

/** What a published event carries between instances: ids only; each instance reads what it pushes. */
export type RealtimeRefs = {
  notification: { notificationId: string };
  new_message: { messageId: string };
  message_read: { conversationId: string; readerId: string };
};
export type PublishedEventType = keyof RealtimeRefs & ClientEventType;

/** Reads the row a reference names and builds the event; null when it is gone. */
export type RealtimeLoader<T extends PublishedEventType> = (ref: RealtimeRefs[T]) => Promise<ClientEventMap[T] | null>;

type Signal = { type: PublishedEventType; userIds: string[]; ref: RealtimeRefs[PublishedEventType] };

/**
 * Pushes typed events to users' open sockets, one room per user, on whichever instance holds
 * them. On a PostgreSQL server every publish is a NOTIFY on one channel that every instance
 * LISTENs to (itself included), carrying the event type, the users and the ids; an instance
 * holding one of those users' sockets reads the row through the type's registered loader and
 * sends it. On the embedded database (one instance by construction) the signal is delivered in
 * process. Publish only after the transaction that wrote the row committed: whoever is told
 * must find it. A push is a hint, not the record: clients resync from the REST API by the last
 * id they hold, so a dropped socket or a lost signal loses nothing.
 */
@Injectable()
export class RealtimeBus implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly rooms = new Map<string, Set<WebSocket>>();
  private readonly loaders = new Map<PublishedEventType, RealtimeLoader<PublishedEventType>>();
  private listener?: Client;
  private relistenTimer?: NodeJS.Timeout;
  /** Deliveries run one after another, so pushes leave in the order they were published. */
  private deliveries: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
    private readonly logger: PinoLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.connection.embedded) await this.listen();
  }

  /** Before the database and the HTTP server close: every socket is told to go away cleanly. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.relistenTimer);
    for (const room of this.rooms.values()) {
      for (const socket of room) socket.close(WS_CLOSE_GOING_AWAY, 'Server shutting down');
    }
    await this.deliveries;
    await this.listener?.end().catch(() => undefined);
  }

  /** Each context registers how to read the events it publishes (at module init). */
  register<T extends PublishedEventType>(type: T, loader: RealtimeLoader<T>): void {
    this.loaders.set(type, loader as unknown as RealtimeLoader<PublishedEventType>);
  }

  join(userId: string, socket: WebSocket): void {
    const room = this.rooms.get(userId) ?? new Set<WebSocket>();
    room.add(socket);
    this.rooms.set(userId, room);
  }

  leave(userId: string, socket: WebSocket): void {
    const room = this.rooms.get(userId);
    room?.delete(socket);
    if (room?.size === 0) this.rooms.delete(userId);
  }

  /** How many sockets the user has open on this instance. */
  socketCount(userId: string): number {
    return this.rooms.get(userId)?.size ?? 0;
  }

  /** All sockets open on this instance. */
  sockets(): WebSocket[] {
    return [...this.rooms.values()].flatMap((room) => [...room]);
  }

  /** Sends to the user's sockets on this instance only (e.g. `connected`, which answers one socket's handshake). */
  sendHere<T extends ClientEventType>(userId: string, type: T, payload: ClientEventMap[T]): void {
    this.send([userId], JSON.stringify({ type, ...payload }));
  }

  /** Tells every instance; each pushes the event to the sockets it holds of these users. */
  async publish<T extends PublishedEventType>(userIds: readonly string[], type: T, ref: RealtimeRefs[T]): Promise<void> {
    const signal: Signal = { type, userIds: [...new Set(userIds)], ref };
    if (this.connection.embedded) return this.enqueue(signal);
    if (!this.listener) {
      // Between a lost listener connection and the next: this instance's sockets still hear it.
      this.logger.warn({ type }, 'realtime channel not connected; delivering on this instance only');
      return this.enqueue(signal);
    }
    try {
      await this.listener.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, JSON.stringify(signal)]);
    } catch (error) {
      this.logger.warn({ err: error, type }, 'realtime NOTIFY failed; delivering on this instance only');
      return this.enqueue(signal);
    }
  }

  private enqueue(signal: Signal): Promise<void> {
    this.deliveries = this.deliveries.then(() =>
      this.deliver(signal).catch((error: unknown) => this.logger.error({ err: error, type: signal.type }, 'realtime delivery failed')),
    );
    return this.deliveries;
  }

  private async deliver({ type, userIds, ref }: Signal): Promise<void> {
    const here = userIds.filter((userId) => this.rooms.has(userId));
    if (here.length === 0 || this.stopped) return;
    const loader = this.loaders.get(type);
    if (!loader) throw new Error(`no realtime loader registered for ${type}`);
    const payload = await loader(ref);
    if (payload) this.send(here, JSON.stringify({ type, ...payload }));
  }

  private send(userIds: readonly string[], message: string): void {
    for (const userId of userIds) {
      for (const socket of this.rooms.get(userId) ?? []) {
        if (socket.readyState === OPEN) socket.send(message);
      }
    }
  }

  private async listen(): Promise<void> {
    const listener = new Client({ connectionString: this.connection.url });
    listener.on('notification', ({ channel, payload }) => {
      if (channel !== REALTIME_CHANNEL || !payload) return;
      void this.enqueue(JSON.parse(payload) as Signal);
    });
    listener.on('error', (error) => {
      this.logger.warn({ err: error }, 'realtime channel lost its connection; reconnecting');
      if (this.listener === listener) this.listener = undefined;
      listener.end().catch(() => undefined);
      this.relistenLater();
    });
    try {
      await listener.connect();
      await listener.query(`listen ${REALTIME_CHANNEL}`);
      this.listener = listener;
    } catch (error) {
      this.logger.warn({ err: error }, 'realtime channel could not connect; retrying');
      listener.end().catch(() => undefined);
      this.relistenLater();
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
