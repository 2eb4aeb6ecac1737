import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PinoLogger } from 'nestjs-pino';
import { RecurringJob } from '../../../platform/schedule/recurring-job';
import { RecordDueMessageDigestsCommand } from './commands/record-due-message-digests';

/** Looks for unread-message digests that are due every minute, on every instance (safe: see RecordDueMessageDigestsHandler). */
@Injectable()
export class MessageDigestSchedule extends RecurringJob {
  protected readonly intervalMs = 60_000;
  protected readonly failureMessage = 'recording unread-message digests failed; next run in a minute';

  constructor(
    private readonly commandBus: CommandBus,
    logger: PinoLogger,
  ) {
    super(logger);
  }

  protected run(): Promise<unknown> {
    return this.commandBus.execute(new RecordDueMessageDigestsCommand());
  }
}
