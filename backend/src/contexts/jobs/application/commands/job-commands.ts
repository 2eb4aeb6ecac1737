import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { JobDetails, JobPost, JobType } from '../../domain/job-post.entity';
import { JobPosted } from '../../public';
import { loadActor, loadJob } from './load';

export class PostJobCommand extends Command<{ jobId: string }> {
  constructor(
    readonly userId: string,
    readonly jobType: JobType,
    readonly details: JobDetails,
  ) {
    super();
  }
}

export class EditJobCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly jobId: string,
    readonly changes: Partial<JobDetails>,
  ) {
    super();
  }
}

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

@CommandHandler(PostJobCommand)
export class PostJobHandler implements ICommandHandler<PostJobCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, jobType, details }: PostJobCommand): Promise<{ jobId: string }> {
    const poster = await loadActor(this.queryBus, userId);
    const job = JobPost.post(poster, jobType, details, this.clock.now());
    await this.em.fork().transactional(async (em) => {
      em.persist(job);
      recordEvent(em, new JobPosted(job.id, job.clientId, job.jobType, job.title));
    });
    return { jobId: job.id };
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
