import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { JobDetails } from '../../domain/job-post.entity';
import { loadJob } from './load';

export class EditJobCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly jobId: string,
    readonly changes: Partial<JobDetails>,
  ) {
    super();
  }
}

@CommandHandler(EditJobCommand)
export class EditJobHandler implements ICommandHandler<EditJobCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, jobId, changes }: EditJobCommand): Promise<void> {
    const em = this.em.fork();
    const job = await loadJob(em, jobId);
    job.edit(userId, changes, this.clock.now());
    await em.flush();
  }
}
