import { Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { PinoLogger } from 'nestjs-pino';
import { MediaUploads } from './storage/media-uploads';

const PRUNE_INTERVAL_MS = 10 * 60_000;

/**
 * Deletes expired sessions and rate-limit windows, outbox events published (and handlers' inbox
 * rows written) over 30 days ago, and uploads nobody finalized.
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
      const connection = this.orm.em.getConnection();
      await connection.execute('delete from http_sessions where expires_at <= now()');
      await connection.execute('delete from rate_limit_counters where window_ends_at <= now()');
      await connection.execute("delete from outbox_events where published_at < now() - interval '30 days'");
      // An event is delivered again only while its outbox row is unpublished, well within 30 days.
      await connection.execute("delete from processed_events where processed_at < now() - interval '30 days'");
      await this.uploads.pruneAbandoned();
    } catch (error) {
      this.logger.warn({ err: error }, 'pruning expired rows failed');
    }
  }
}
