import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PinoLogger } from 'nestjs-pino';
import { RecurringJob } from '../../../platform/schedule/recurring-job';
import { RecordDueAdminQueueDigestsCommand } from './commands/record-due-admin-queue-digests';

/** Looks for administrators' digests of new work that are due every minute, on every instance (safe: see RecordDueAdminQueueDigestsHandler). */
@Injectable()
export class AdminQueueDigestSchedule extends RecurringJob {
  protected readonly intervalMs = 60_000;
  protected readonly failureMessage = "recording administrators' digests of new work failed; next run in a minute";

  constructor(
    private readonly commandBus: CommandBus,
    logger: PinoLogger,
  ) {
    super(logger);
  }

  protected run(): Promise<unknown> {
    return this.commandBus.execute(new RecordDueAdminQueueDigestsCommand());
  }
}
