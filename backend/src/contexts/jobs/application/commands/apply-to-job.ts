import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Attachments } from '../../../../platform/attachments/public';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { Application, ProposalTerms } from '../../domain/application.entity';
import { JobInvitation } from '../../domain/job-invitation.entity';
import { JobPostRepository } from '../../infrastructure/job-post-repository';
import { AlreadyApplied } from '../../domain/jobs-errors';
import { ScreenTextQuery } from '../../../safety/public';
import { ApplicationSubmitted, JobsContentScreened } from '../../public';
import { loadActor, loadJob } from './load';

export class ApplyToJobCommand extends Command<{ applicationId: string }> {
  constructor(
    readonly userId: string,
    readonly jobId: string,
    readonly coverLetter: string,
    readonly terms: ProposalTerms,
    /** Files the applicant uploaded, attached to the proposal in its transaction. */
    readonly attachmentIds: string[] = [],
  ) {
    super();
  }
}

@CommandHandler(ApplyToJobCommand)
export class ApplyToJobHandler implements ICommandHandler<ApplyToJobCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
    private readonly posts: JobPostRepository,
    private readonly attachments: Attachments,
  ) {}

  async execute({ userId, jobId, coverLetter, terms, attachmentIds }: ApplyToJobCommand): Promise<{ applicationId: string }> {
    const applicant = await loadActor(this.queryBus, userId);
    const em = this.em.fork();
    const job = await loadJob(em, jobId);
    const application = Application.submit(job, applicant, coverLetter, this.clock.now(), terms);
    if (await em.count(Application, { job, freelancerId: userId })) throw new AlreadyApplied();
    // A proposal sent after accepting an invitation to this post names it (decision 0071).
    const invitation = await em.findOne(JobInvitation, { job, freelancerId: userId, status: 'accepted' }, { fields: ['id'] });
    application.invitationId = invitation?.id ?? null;
    // The shield reads the files' names and the words of text files beside the cover letter.
    const screened = [coverLetter, ...(await this.attachments.screenedTexts(attachmentIds))];
    const safety = await this.queryBus.execute(new ScreenTextQuery('application', userId, 'worker', screened));
    application.screened(safety);
    try {
      await em.transactional(async (tx) => {
        tx.persist(application);
        await this.attachments.attach(tx, userId, attachmentIds, { kind: 'proposal', id: application.id });
        // The post counts the applications its owner can open: a held one counts once released.
        if (safety.verdict !== 'hold') await this.posts.countApplication(tx, job.id);
        if (safety.verdict !== 'clear') {
          const at = application.createdAt.toISOString();
          recordEvent(tx, new JobsContentScreened('application', application.id, userId, safety.verdict, safety.reasons, coverLetter, at));
        }
        // A held application reaches the owner (and their notification) when an administrator releases it.
        if (safety.verdict !== 'hold') recordEvent(tx, new ApplicationSubmitted(application.id, job.id, job.clientId, userId, job.title));
      });
    } catch (error) {
      // Two submissions at once: the unique index keeps one.
      if (error instanceof UniqueConstraintViolationException) throw new AlreadyApplied();
      throw error;
    }
    return { applicationId: application.id };
  }
}
