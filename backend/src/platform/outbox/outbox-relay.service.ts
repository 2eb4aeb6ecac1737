import { MikroORM } from '@mikro-orm/postgresql';
import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Kysely } from 'kysely';
import { PinoLogger } from 'nestjs-pino';
import { AppConfig } from '../../config/app-config';
import { DATABASE_CONNECTION, DatabaseConnection } from '../database/database.module';
import { DiscardingClient, endClient, listenerConfig, probeWhileOpen } from '../database/database-timeouts';
import { secondsFromNow } from '../database/seconds-from-now';
import type { Tables } from '../database/tables';
import { redactText } from '../logging/redaction';
import { EventDispatcher } from './event-handlers';
import { reviveIntegrationEvent } from './integration-event';
import { anyOf } from '../database/any-of';

export const OUTBOX_CHANNEL = 'outbox_events';
const BATCH_SIZE = 50;
const CLAIM_SECONDS = 30;
const SHUTDOWN_GRACE_MS = 2_000;
/** Polling is the fallback; NOTIFY wakes the relay at once on a real server (OUTBOX_POLL_INTERVAL_MS overrides). */
const POLL_INTERVAL_MS = { embedded: 500, server: 5_000 };
/** A failed event waits 2^attempts seconds (at most 5 minutes) before its next delivery. */
const MAX_RETRY_DELAY_SECONDS = 300;
const RELISTEN_DELAY_MS = 1_000;
/** How long shutting down waits for the LISTEN connection to close politely before closing its socket. */
const LISTENER_END_MS = 1_000;

type OutboxTables = Pick<Tables, 'outbox_events'>;

type ClaimedRow = { id: string; type: string; payload: Record<string, unknown>; occurred_at: string; attempts: number };

/**
 * Delivers outbox events to their handlers after their transaction committed, and records an
 * event done only once every handler returned. Rows are claimed with FOR UPDATE SKIP LOCKED and a
 * lease, so any number of instances can relay side by side and a crashed relay's rows are taken
 * over when the lease ends; a failed event is retried with a growing delay, and dead-lettered
 * after OUTBOX_MAX_ATTEMPTS deliveries. An event of a type this build does not know counts as a
 * failed delivery: another instance of a newer build may know it, until the attempts run out.
 * Handlers are idempotent (EventDispatcher's inbox), so a delivery repeated after a crash changes
 * nothing. The LISTEN connection is opened again whenever it is lost, a database that stopped
 * answering included: it is probed while idle, and a probe with no answer closes it (decision 0054).
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private listener?: DiscardingClient;
  private relistenTimer?: NodeJS.Timeout;
  private draining?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly dispatcher: EventDispatcher,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
    private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.OUTBOX_RELAY_ENABLED) {
      this.stopped = true;
      return;
    }
    if (!this.connection.embedded) await this.listen();
    const interval =
      this.config.OUTBOX_POLL_INTERVAL_MS ?? (this.connection.embedded ? POLL_INTERVAL_MS.embedded : POLL_INTERVAL_MS.server);
    this.timer = setInterval(() => void this.drain(), interval);
    this.timer.unref();
    void this.drain();
  }

  /** Before the database closes: a handler cut off mid-transaction would wait for a connection that never comes. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.relistenTimer);
    // A pass in flight finishes or, past the grace period, is left to the lease: another
    // relay takes its rows over when the claim expires.
    await Promise.race([this.draining, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref())]);
    if (this.listener) await endClient(this.listener, LISTENER_END_MS);
  }

  /** Publishes everything pending; concurrent calls coalesce into one more pass. */
  drain(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = (async () => {
      try {
        do {
          this.again = false;
          while (!this.stopped && (await this.relayBatch()) === BATCH_SIZE);
        } while (this.again && !this.stopped);
      } catch (error) {
        this.logger.error({ err: error }, 'outbox relay pass failed');
      } finally {
        this.draining = undefined;
      }
    })();
    return this.draining;
  }

  private async relayBatch(): Promise<number> {
    const db = this.db();
    const rows: ClaimedRow[] = await db
      .updateTable('outbox_events')
      .set((eb) => ({ claimed_until: secondsFromNow(eb, CLAIM_SECONDS), attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbox_events')
          .select('id')
          .where('published_at', 'is', null)
          .where('dead_lettered_at', 'is', null)
          .where((claimable) =>
            claimable.or([claimable('claimed_until', 'is', null), claimable('claimed_until', '<', claimable.fn<string>('now'))]),
          )
          .orderBy('occurred_at')
          .orderBy('id')
          .limit(BATCH_SIZE)
          .forUpdate()
          .skipLocked(),
      )
      .returning((eb) => ['id', 'type', eb.ref('payload').$castTo<Record<string, unknown>>().as('payload'), 'occurred_at', 'attempts'])
      .execute();
    // RETURNING has no order of its own: deliver in the order the events happened.
    rows.sort((a, b) => new Date(a.occurred_at).getTime() - new Date(b.occurred_at).getTime() || a.id.localeCompare(b.id));
    for (const [index, row] of rows.entries()) {
      if (this.stopped) {
        // Shutting down: hand the rest back now rather than when the lease ends.
        const unhandled = rows.slice(index).map(({ id }) => id);
        await db
          .updateTable('outbox_events')
          .set({ claimed_until: null })
          .where((eb) => eb('id', '=', anyOf(eb, unhandled)))
          .where('published_at', 'is', null)
          .execute();
        break;
      }
      try {
        const event = reviveIntegrationEvent(row.type, row.payload);
        if (!event) throw new Error(`unknown event type ${row.type}`);
        await this.dispatcher.dispatch(row.id, event);
        await db
          .updateTable('outbox_events')
          .set((eb) => ({ published_at: eb.fn('now'), claimed_until: null, last_error: null }))
          .where('id', '=', row.id)
          .execute();
      } catch (error) {
        await this.recordFailure(db, row, error);
      }
    }
    return rows.length;
  }

  /** Schedules the next delivery of a failed event, or dead-letters it when its attempts ran out. */
  /** The pool's, outside any transaction: each statement commits on its own. */
  private db(): Kysely<OutboxTables> {
    return this.orm.em.getKysely<OutboxTables>();
  }

  private async recordFailure(db: Kysely<OutboxTables>, row: ClaimedRow, error: unknown): Promise<void> {
    // Kept for operators to read, like a log line: without the statement's values.
    const lastError = redactText(String(error instanceof Error ? error.message : error)).slice(0, 2000);
    const facts = { err: error, eventId: row.id, eventType: row.type, attempts: row.attempts };
    if (row.attempts >= this.config.OUTBOX_MAX_ATTEMPTS) {
      this.logger.error(facts, 'outbox event dead-lettered: its deliveries failed %d times', row.attempts);
      await db
        .updateTable('outbox_events')
        .set((eb) => ({ dead_lettered_at: eb.fn('now'), claimed_until: null, last_error: lastError }))
        .where('id', '=', row.id)
        .execute();
      return;
    }
    const retryInSeconds = Math.min(2 ** row.attempts, MAX_RETRY_DELAY_SECONDS);
    this.logger.error(facts, 'event handler failed; retrying later');
    await db
      .updateTable('outbox_events')
      .set((eb) => ({ claimed_until: secondsFromNow(eb, retryInSeconds), last_error: lastError }))
      .where('id', '=', row.id)
      .execute();
  }

  private async listen(): Promise<void> {
    const listener = new DiscardingClient(listenerConfig(this.connection));
    listener.on('notification', () => void this.drain());
    let gone = false;
    // 'error' and 'end' may both come, and end() below brings another 'end': one reconnect per connection.
    const lost = (error?: Error) => {
      if (gone || this.stopped) return;
      gone = true;
      if (error) this.logger.warn({ err: error }, 'outbox listener lost its connection; reconnecting, polling meanwhile');
      if (this.listener === listener) this.listener = undefined;
      listener.end().catch(() => undefined);
      this.relistenLater();
    };
    listener.on('error', lost);
    listener.on('end', () => lost());
    try {
      await listener.connect();
      await listener.query(`listen ${OUTBOX_CHANNEL}`);
      if (gone) return;
      if (this.stopped) return void (await endClient(listener, LISTENER_END_MS));
      this.listener = listener;
      probeWhileOpen(listener);
      // What was recorded while no one listened is not announced again.
      void this.drain();
    } catch (error) {
      lost(error as Error);
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
