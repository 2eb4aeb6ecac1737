import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { PinoLogger } from 'nestjs-pino';
import { RecurringJob } from '../../../platform/schedule/recurring-job';
import { CountWorkersQuery } from '../../identity/public';
import { CountPostedJobsQuery } from '../../jobs/public';
import { PlatformFigure } from '../domain/platform-figures';
import { PlatformCountersRepository } from '../infrastructure/platform-counters-repository';

/**
 * Every hour, recounts the landing page's figures from the contexts that own the records (the
 * whole-table counts the counters spare every visitor) and sets the counters to them, so a change
 * that moved no counter (a row written by hand, a lost event) is out of the figures for an hour at
 * most. An event committed before the count and applied after it counts twice until the next run.
 */
@Injectable()
export class PlatformCountersReconciliation extends RecurringJob {
  protected readonly intervalMs = 60 * 60_000;
  protected readonly failureMessage = 'recounting the platform figures failed; next run in an hour';

  constructor(
    private readonly queryBus: QueryBus,
    private readonly em: EntityManager,
    private readonly counters: PlatformCountersRepository,
    logger: PinoLogger,
  ) {
    super(logger);
  }

  /** Sets the counters to the counts; answers them. */
  async run(): Promise<Record<PlatformFigure, number>> {
    // One after another: the embedded database serves one connection at a time.
    const workers = await this.queryBus.execute(new CountWorkersQuery());
    const jobOffers = await this.queryBus.execute(new CountPostedJobsQuery());
    const counts = { workers: workers.totalWorkers, verified_workers: workers.verifiedWorkers, job_offers: jobOffers };
    await this.counters.set(this.em.fork(), counts);
    return counts;
  }
}
