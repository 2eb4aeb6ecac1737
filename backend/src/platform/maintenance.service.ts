import { Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { PinoLogger } from 'nestjs-pino';
import { secondsFromNow } from './database/seconds-from-now';
import type { Tables } from './database/tables';
import { MediaUploads } from './storage/media-uploads';

const PRUNE_INTERVAL_MS = 10 * 60_000;
const RETENTION_SECONDS = 30 * 24 * 60 * 60;

/**
 * Deletes expired sessions and rate-limit windows, outbox events published (and handlers' inbox
 * rows and sent-email records written) over 30 days ago, and uploads nobody finalized.
 * Safe to run on every instance at once.
 */
@Injectable()
export class MaintenanceService implements OnModuleInit, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly orm: MikroORM,
    private readonly uploads: MediaUploads,
    private readonly logger: PinoLogger,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.pruneExpired(), PRUNE_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async pruneExpired(): Promise<void> {
    try {
      const db =
        this.orm.em.getKysely<
          Pick<Tables, 'http_sessions' | 'rate_limit_counters' | 'outbox_events' | 'processed_events' | 'sent_emails'>
        >();
      await db
        .deleteFrom('http_sessions')
        .where((eb) => eb('expires_at', '<=', eb.fn<string>('now')))
        .execute();
      await db
        .deleteFrom('rate_limit_counters')
        .where((eb) => eb('window_ends_at', '<=', eb.fn<string>('now')))
        .execute();
      await db
        .deleteFrom('outbox_events')
        .where((eb) => eb('published_at', '<', secondsFromNow(eb, -RETENTION_SECONDS)))
        .execute();
      // An event is delivered again only while its outbox row is unpublished, well within 30 days.
      await db
        .deleteFrom('processed_events')
        .where((eb) => eb('processed_at', '<', secondsFromNow(eb, -RETENTION_SECONDS)))
        .execute();
      // Kept as long as the events they were sent for can be delivered again.
      await db
        .deleteFrom('sent_emails')
        .where((eb) => eb('claimed_until', '<', secondsFromNow(eb, -RETENTION_SECONDS)))
        .execute();
      await this.uploads.pruneAbandoned();
    } catch (error) {
      this.logger.warn({ err: error }, 'pruning expired rows failed');
    }
  }
}
