import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { Clock } from '../../../platform/clock/clock';
import { RecurringJob } from '../../../platform/schedule/recurring-job';
import { MATCH_RETENTION_DAYS } from '../domain/saved-search';
import { SavedSearchesRepository } from '../infrastructure/saved-searches-repository';

/** Deletes, every hour, the saved searches' matches older than MATCH_RETENTION_DAYS (decision 0073). */
@Injectable()
export class SavedSearchMatchPruning extends RecurringJob {
  protected readonly intervalMs = 60 * 60_000;
  protected readonly failureMessage = 'deleting old saved-search matches failed; next run in an hour';

  constructor(
    private readonly searches: SavedSearchesRepository,
    private readonly clock: Clock,
    logger: PinoLogger,
  ) {
    super(logger);
  }

  run(): Promise<number> {
    return this.searches.pruneMatchesBefore(new Date(this.clock.now().getTime() - MATCH_RETENTION_DAYS * 86_400_000));
  }
}
