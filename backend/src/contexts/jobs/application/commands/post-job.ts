import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { JobDetails, JobPost, JobType } from '../../domain/job-post.entity';
import { JobPosted } from '../../public';
import { loadActor } from './load';

export class PostJobCommand extends Command<{ jobId: string }> {
  constructor(
    readonly userId: string,
    readonly jobType: JobType,
    readonly details: JobDetails,
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
