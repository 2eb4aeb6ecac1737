import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PinoLogger } from 'nestjs-pino';
import { RecurringJob } from '../../../platform/schedule/recurring-job';
import { ReviewWaitingSubmissionsCommand } from './commands/review-waiting-submissions';

/** Every minute: reminds clients of submissions due tomorrow, and approves those unanswered for 7 days. */
@Injectable()
export class MilestoneReviewSchedule extends RecurringJob {
  protected readonly intervalMs = 60_000;
  protected readonly failureMessage = 'reviewing waiting milestone submissions failed; next run in a minute';

  constructor(
    private readonly commandBus: CommandBus,
    logger: PinoLogger,
  ) {
    super(logger);
  }

  protected run(): Promise<unknown> {
    return this.commandBus.execute(new ReviewWaitingSubmissionsCommand());
  }
}
