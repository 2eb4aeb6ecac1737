import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PinoLogger } from 'nestjs-pino';
import { RecurringJob } from '../../../platform/schedule/recurring-job';
import { RecordDueSavedSearchDigestsCommand } from './commands/record-due-saved-search-digests';

/** Looks for due saved-search digests every minute, on every instance (safe: see RecordDueSavedSearchDigestsHandler). */
@Injectable()
export class SavedSearchDigestSchedule extends RecurringJob {
  protected readonly intervalMs = 60_000;
  protected readonly failureMessage = 'recording saved-search digests failed; next run in a minute';

  constructor(
    private readonly commandBus: CommandBus,
    logger: PinoLogger,
  ) {
    super(logger);
  }

  protected run(): Promise<unknown> {
    return this.commandBus.execute(new RecordDueSavedSearchDigestsCommand());
  }
}
