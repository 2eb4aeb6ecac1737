import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PinoLogger } from 'nestjs-pino';
import { RecurringJob } from '../../../platform/schedule/recurring-job';
import { DeleteExpiredVerificationMediaCommand } from './commands/delete-expired-verification-media';

/** Deletes verification files past their retention every hour. */
@Injectable()
export class MediaRetentionSchedule extends RecurringJob {
  protected readonly intervalMs = 60 * 60_000;
  protected readonly failureMessage = 'deleting verification files past their retention failed; next run in an hour';

  constructor(
    private readonly commandBus: CommandBus,
    logger: PinoLogger,
  ) {
    super(logger);
  }

  protected run(): Promise<number> {
    return this.commandBus.execute(new DeleteExpiredVerificationMediaCommand());
  }
}
