import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { RecurringJob } from '../../../platform/schedule/recurring-job';
import { AccountTokens } from '../infrastructure/account-tokens';

/** Deletes account links that stopped working, every hour; nothing else would ever remove them. */
@Injectable()
export class AccountTokenPruning extends RecurringJob {
  protected readonly intervalMs = 60 * 60_000;
  protected readonly failureMessage = 'deleting ended account links failed; next run in an hour';

  constructor(
    private readonly tokens: AccountTokens,
    logger: PinoLogger,
  ) {
    super(logger);
  }

  run(): Promise<number> {
    return this.tokens.pruneEnded();
  }
}
