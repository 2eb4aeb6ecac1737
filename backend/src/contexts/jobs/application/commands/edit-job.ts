import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { ScreenTextQuery } from '../../../safety/public';
import { JobDetails } from '../../domain/job-post.entity';
import type { PostTerms } from '../../domain/job-pay';
import { JobPosted, JobsContentScreened } from '../../public';
import { loadJob } from './load';

export class EditJobCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly jobId: string,
    readonly changes: Partial<JobDetails>,
    /** The pay and work terms it changes (decision 0070): absent ones stay, null clears an optional one. */
    readonly terms: Partial<PostTerms> = {},
  ) {
    super();
  }
}

@CommandHandler(EditJobCommand)
export class EditJobHandler implements ICommandHandler<EditJobCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  /**
   * The edited text is judged again: an edit can turn a clear post into a scam, so the check reads
   * every version. A post flagged before or now tells the safety context (its review follows the
   * text); a held post the edit made clear is published.
   */
  async execute({ userId, jobId, changes, terms }: EditJobCommand): Promise<void> {
    const em = this.em.fork();
    const job = await loadJob(em, jobId);
    const now = this.clock.now();
    job.edit(userId, changes, now, terms);
    const kind = job.jobType === 'job_offer' ? 'job_post' : 'availability_post';
    const safety = await this.queryBus.execute(
      new ScreenTextQuery(kind, userId, job.jobType === 'job_offer' ? 'client' : 'worker', job.screenedTexts()),
    );
    const flaggedBefore = job.safetyVerdict !== 'clear';
    const published = job.screened(safety);
    if (flaggedBefore || safety.verdict !== 'clear') {
      const text = job.screenedTexts().join('\n');
      recordEvent(em, new JobsContentScreened(kind, job.id, userId, safety.verdict, safety.reasons, text, now.toISOString()));
    }
    if (published) recordEvent(em, new JobPosted(job.id, job.clientId, job.jobType, job.title));
    // One flush, one transaction: the edit and its events commit together.
    await em.flush();
  }
}
