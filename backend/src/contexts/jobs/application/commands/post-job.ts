import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { JobDetails, JobPost, JobType } from '../../domain/job-post.entity';
import type { PostTerms } from '../../domain/job-pay';
import { ScreenTextQuery } from '../../../safety/public';
import { JobPosted, JobsContentScreened } from '../../public';
import { recordPostCountChange } from '../job-post-count';
import { loadActor } from './load';

export class PostJobCommand extends Command<{ jobId: string }> {
  constructor(
    readonly userId: string,
    readonly jobType: JobType,
    readonly details: JobDetails,
    /** An offer's pay or an availability post's hourly rate, and the work's terms (decision 0070). */
    readonly terms: Partial<PostTerms> = {},
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

  async execute({ userId, jobType, details, terms }: PostJobCommand): Promise<{ jobId: string }> {
    const poster = await loadActor(this.queryBus, userId);
    const job = JobPost.post(poster, jobType, details, this.clock.now(), terms);
    const kind = jobType === 'job_offer' ? 'job_post' : 'availability_post';
    const safety = await this.queryBus.execute(
      new ScreenTextQuery(kind, userId, jobType === 'job_offer' ? 'client' : 'worker', job.screenedTexts()),
    );
    job.screened(safety);
    await this.em.fork().transactional(async (em) => {
      em.persist(job);
      recordPostCountChange(em, job.clientId, [job.jobType], 1);
      if (safety.verdict !== 'clear') {
        const text = job.screenedTexts().join('\n');
        recordEvent(em, new JobsContentScreened(kind, job.id, userId, safety.verdict, safety.reasons, text, job.createdAt.toISOString()));
      }
      // A held post is published when an administrator releases it.
      if (safety.verdict !== 'hold') recordEvent(em, new JobPosted(job.id, job.clientId, job.jobType, job.title));
    });
    return { jobId: job.id };
  }
}
