import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { RecurringJob } from '../../../platform/schedule/recurring-job';
import { NEWCOMER_DAYS } from '../infrastructure/identity-read-repository';
import { UserRepository } from '../infrastructure/user-repository';

/**
 * Every hour, ends the newcomer mark of freelancers older than NEWCOMER_DAYS (decision 0075). The mark
 * only narrows the newcomer slots' index; their query checks the age itself, so an hour's lag
 * never places anyone who is no longer new.
 */
@Injectable()
export class NewcomerBand extends RecurringJob {
  protected readonly intervalMs = 60 * 60_000;
  protected readonly failureMessage = 'ending newcomer marks failed; next run in an hour';

  constructor(
    private readonly em: EntityManager,
    private readonly users: UserRepository,
    logger: PinoLogger,
  ) {
    super(logger);
  }

  run(): Promise<number> {
    return this.users.endNewcomerMarks(this.em, new Date(Date.now() - NEWCOMER_DAYS * 86_400_000));
  }
}
