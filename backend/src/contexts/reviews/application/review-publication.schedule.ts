import { Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PinoLogger } from 'nestjs-pino';
import { PublishOverdueReviewsCommand } from './commands/publish-overdue-reviews';

const INTERVAL_MS = 60_000;

/** Publishes overdue hidden reviews every minute; safe on every instance at once. */
@Injectable()
export class ReviewPublicationSchedule implements OnModuleInit, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly commandBus: CommandBus,
    private readonly logger: PinoLogger,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.run(), INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async run(): Promise<void> {
    try {
      await this.commandBus.execute(new PublishOverdueReviewsCommand());
    } catch (error) {
      this.logger.warn({ err: error }, 'publishing overdue reviews failed; next run in a minute');
    }
  }
}
