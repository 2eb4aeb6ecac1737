import { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

/**
 * Work that runs every `intervalMs` on every instance (so it must be safe to run concurrently);
 * a failed run is logged and the next one tries again.
 */
export abstract class RecurringJob implements OnModuleInit, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  protected abstract readonly intervalMs: number;
  /** What the log says when a run fails. */
  protected abstract readonly failureMessage: string;

  constructor(protected readonly logger: PinoLogger) {}

  protected abstract run(): Promise<unknown>;

  onModuleInit(): void {
    this.timer = setInterval(() => void this.runLogged(), this.intervalMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async runLogged(): Promise<void> {
    try {
      await this.run();
    } catch (error) {
      this.logger.warn({ err: error }, this.failureMessage);
    }
  }
}
