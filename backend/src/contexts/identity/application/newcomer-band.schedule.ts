import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { PinoLogger } from 'nestjs-pino';
import { RecurringJob } from '../../../platform/schedule/recurring-job';
import { IdentityTables, NEWCOMER_DAYS } from '../infrastructure/identity-read-repository';

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
    logger: PinoLogger,
  ) {
    super(logger);
  }

  async run(): Promise<number> {
    const result = await this.em
      .getKysely<IdentityTables>()
      .updateTable('users')
      .set({ newcomer: false })
      // The newcomer index's predicate, so the run reads that small index and not every account;
      // a client's mark means nothing until they become a freelancer, and the next run ends it then.
      .where('role', '=', sql.lit('freelancer'))
      .where('username', 'is not', null)
      .where('newcomer', '=', true)
      .where('created_at', '<=', new Date(Date.now() - NEWCOMER_DAYS * 86_400_000).toISOString())
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
