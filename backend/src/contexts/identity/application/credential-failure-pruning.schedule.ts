import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { AppConfig } from '../../../config/app-config';
import { RecurringJob } from '../../../platform/schedule/recurring-job';
import { CredentialFailures } from '../infrastructure/credential-failures';

/**
 * Deletes, every hour, the counts of wrong passwords and codes that would start afresh anyway:
 * emails tried once by a sprayer would otherwise stay for ever.
 */
@Injectable()
export class CredentialFailurePruning extends RecurringJob {
  protected readonly intervalMs = 60 * 60_000;
  protected readonly failureMessage = 'deleting forgotten counts of wrong passwords failed; next run in an hour';

  constructor(
    private readonly failures: CredentialFailures,
    private readonly config: AppConfig,
    logger: PinoLogger,
  ) {
    super(logger);
  }

  run(): Promise<number> {
    return this.failures.pruneForgotten(this.config.lockoutPolicy.memorySeconds);
  }
}
