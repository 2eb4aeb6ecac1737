import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PinoLogger } from 'nestjs-pino';
import { RecurringJob } from '../../../platform/schedule/recurring-job';
import { ExpireSuspensionsCommand } from './commands/expire-suspensions';

/** Ends due timed suspensions every minute: an account comes back at most a minute after its suspension's end. */
@Injectable()
export class SuspensionExpirySchedule extends RecurringJob {
  protected readonly intervalMs = 60_000;
  protected readonly failureMessage = 'ending due suspensions failed; next run in a minute';

  constructor(
    private readonly commandBus: CommandBus,
    logger: PinoLogger,
  ) {
    super(logger);
  }

  protected run(): Promise<unknown> {
    return this.commandBus.execute(new ExpireSuspensionsCommand());
  }
}
