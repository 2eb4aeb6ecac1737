import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { loadJob } from './load';

export type JobStatusChange = 'close' | 'cancel';

/** The owner closes (filled, finished) or cancels (withdrawn) an open post. */
export class ChangeJobStatusCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly jobId: string,
    readonly change: JobStatusChange,
  ) {
    super();
  }
}

@CommandHandler(ChangeJobStatusCommand)
export class ChangeJobStatusHandler implements ICommandHandler<ChangeJobStatusCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, jobId, change }: ChangeJobStatusCommand): Promise<void> {
    const em = this.em.fork();
    const job = await loadJob(em, jobId);
    if (change === 'close') job.close(userId, this.clock.now());
    else job.cancel(userId, this.clock.now());
    await em.flush();
  }
}
