import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PinoLogger } from 'nestjs-pino';
import { RecurringJob } from '../../../platform/schedule/recurring-job';
import { PublishOverdueReviewsCommand } from './commands/publish-overdue-reviews';

/** Publishes overdue hidden reviews every minute. */
@Injectable()
export class ReviewPublicationSchedule extends RecurringJob {
  protected readonly intervalMs = 60_000;
  protected readonly failureMessage = 'publishing overdue reviews failed; next run in a minute';

  constructor(
    private readonly commandBus: CommandBus,
    logger: PinoLogger,
  ) {
    super(logger);
  }

  protected run(): Promise<unknown> {
    return this.commandBus.execute(new PublishOverdueReviewsCommand());
  }
}
