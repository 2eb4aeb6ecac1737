import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Attachments } from '../../../../platform/attachments/public';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { ScreenTextQuery } from '../../../safety/public';
import { ProposalTerms } from '../../domain/application.entity';
import { JobPostRepository } from '../../infrastructure/job-post-repository';
import { ApplicationEdited, ApplicationSubmitted, JobsContentScreened } from '../../public';
import { loadActor, loadApplicationForDecision } from './load';

export class EditApplicationCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly applicationId: string,
    /** Absent: the cover letter stays. */
    readonly coverLetter: string | undefined,
    /** Absent fields stay; a null start date clears it. */
    readonly terms: Partial<ProposalTerms>,
    /** Absent: the files stay; given: the proposal's files become exactly these. */
    readonly attachmentIds?: string[],
  ) {
    super();
  }
}

/**
 * The applicant edits their pending proposal. The new text is judged as on apply: a proposal the
 * check now holds leaves the owner's list (and its count) until an administrator releases it; a
 * held one whose new text is clear reaches the owner now. Locked like a decision, so an edit and
 * the owner's decision never interleave.
 */
@CommandHandler(EditApplicationCommand)
export class EditApplicationHandler implements ICommandHandler<EditApplicationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
    private readonly posts: JobPostRepository,
    private readonly attachments: Attachments,
  ) {}

  async execute({ userId, applicationId, coverLetter, terms, attachmentIds }: EditApplicationCommand): Promise<void> {
    await loadActor(this.queryBus, userId);
    await this.em.fork().transactional(async (em) => {
      const application = await loadApplicationForDecision(em, applicationId);
      const now = this.clock.now();
      application.edit(userId, coverLetter, terms, now);
      const { job } = application;
      if (attachmentIds !== undefined) {
        await this.attachments.replace(em, userId, attachmentIds, { kind: 'proposal', id: application.id });
      }
      if (coverLetter !== undefined || attachmentIds !== undefined) {
        // The letter and the files are judged together, as on apply.
        const files = attachmentIds ?? (await this.filesOf(application.id));
        const screened = [application.coverLetter, ...(await this.attachments.screenedTexts(files))];
        const safety = await this.queryBus.execute(new ScreenTextQuery('application', userId, 'worker', screened));
        const wasHeld = application.safetyVerdict === 'hold';
        const flaggedBefore = application.safetyVerdict !== 'clear';
        application.screened(safety);
        if (flaggedBefore || safety.verdict !== 'clear') {
          const at = now.toISOString();
          recordEvent(
            em,
            new JobsContentScreened('application', application.id, userId, safety.verdict, safety.reasons, application.coverLetter, at),
          );
        }
        const isHeld = safety.verdict === 'hold';
        if (!wasHeld && isHeld) await this.posts.uncountApplication(em, job.id);
        if (wasHeld && !isHeld) {
          await this.posts.countApplication(em, job.id);
          recordEvent(em, new ApplicationSubmitted(application.id, job.id, job.clientId, userId, job.title));
        }
      }
      recordEvent(em, new ApplicationEdited(application.id, job.id, job.clientId, userId, job.title, 'edited'));
    });
  }

  private async filesOf(applicationId: string): Promise<string[]> {
    const files = await this.attachments.viewsOf('proposal', [applicationId]);
    return (files.get(applicationId) ?? []).map((file) => file.id);
  }
}
