import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { PinoLogger } from 'nestjs-pino';
import { Client } from 'pg';
import { DATABASE_CONNECTION, DatabaseConnection } from '../database/database.module';
import { reviveIntegrationEvent } from './integration-event';

export const OUTBOX_CHANNEL = 'outbox_events';
const BATCH_SIZE = 50;
const CLAIM_SECONDS = 30;
const SHUTDOWN_GRACE_MS = 2_000;
/** Polling is the fallback; NOTIFY wakes the relay at once on a real server. */
const POLL_INTERVAL_MS = { embedded: 500, server: 5_000 };

type ClaimedRow = { id: string; type: string; payload: Record<string, unknown>; occurred_at: Date };

/**
 * Hands outbox events to the event bus after their transaction committed. Rows are claimed with
 * FOR UPDATE SKIP LOCKED and a lease, so any number of instances can relay side by side and a
 * crashed relay's rows are taken over when the lease ends.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private listener?: Client;
  private draining?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly eventBus: EventBus,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
    private readonly logger: PinoLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.connection.embedded) await this.listen();
    const interval = this.connection.embedded ? POLL_INTERVAL_MS.embedded : POLL_INTERVAL_MS.server;
    this.timer = setInterval(() => void this.drain(), interval);
    this.timer.unref();
    void this.drain();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    // A pass in flight finishes or, past the grace period, is left to the lease: another
    // relay takes its rows over when the claim expires.
    await Promise.race([this.draining, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref())]);
    await this.listener?.end().catch(() => undefined);
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
    const em = this.orm.em.fork() as EntityManager;
    const rows = await em.getConnection().execute<ClaimedRow[]>(
      `update outbox_events set claimed_until = now() + make_interval(secs => ?), attempts = attempts + 1
       where id in (
         select id from outbox_events
         where published_at is null and (claimed_until is null or claimed_until < now())
         order by occurred_at, id
         limit ? for update skip locked)
       returning id, type, payload, occurred_at`,
      [CLAIM_SECONDS, BATCH_SIZE],
    );
    // RETURNING has no order of its own: publish in the order the events happened.
    rows.sort((a, b) => new Date(a.occurred_at).getTime() - new Date(b.occurred_at).getTime() || a.id.localeCompare(b.id));
    const published: string[] = [];
    for (const row of rows) {
      const event = reviveIntegrationEvent(row.type, row.payload);
      if (!event) {
        await em
          .getConnection()
          .execute('update outbox_events set last_error = ? where id = ?', [`unknown event type ${row.type}`, row.id]);
        continue;
      }
      this.eventBus.publish(event);
      published.push(row.id);
    }
    if (published.length > 0) {
      await em.getConnection().execute('update outbox_events set published_at = now(), claimed_until = null where id in (?)', [published]);
    }
    return rows.length;
  }

  private async listen(): Promise<void> {
    const listener = new Client({ connectionString: this.connection.url });
    listener.on('notification', () => void this.drain());
    listener.on('error', (error) => this.logger.warn({ err: error }, 'outbox listener lost its connection; polling continues'));
    await listener.connect();
    await listener.query(`listen ${OUTBOX_CHANNEL}`);
    this.listener = listener;
  }
}
