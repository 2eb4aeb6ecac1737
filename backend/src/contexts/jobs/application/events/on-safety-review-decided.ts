import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { SafetyReviewDecided } from '../../../safety/events';
import { Application } from '../../domain/application.entity';
import { JobPost } from '../../domain/job-post.entity';
import { JobPostRepository } from '../../infrastructure/job-post-repository';
import { ApplicationSubmitted, JobPosted } from '../../public';

/** What the author reads on a post removed after the safety review. */
export const SAFETY_REMOVAL_REASON = 'Removed after a safety review';

/**
 * An administrator decided a flagged post or application. Released: the post is published (JobPosted,
 * once) or the application reaches the owner (ApplicationSubmitted, once), without a warning.
 * Removed: the post is taken down with the note; the application is withdrawn, never shown.
 */
@Injectable()
@HandlesEvents(SafetyReviewDecided)
export class ApplySafetyDecisionToJobs implements IntegrationEventHandler<SafetyReviewDecided> {
  constructor(
    private readonly clock: Clock,
    private readonly posts: JobPostRepository,
  ) {}

  async handle({ contentKind, contentId, decision, note }: SafetyReviewDecided, delivery: EventDelivery): Promise<void> {
    if (decision === 'upheld' || contentKind === 'message') return;
    await delivery.once(async (em) => {
      const now = this.clock.now();
      if (contentKind === 'application') {
        const application = await em.findOne(Application, { id: contentId }, { populate: ['job'] });
        if (!application) return;
        if (decision === 'removed') application.removedBySafetyReview(now);
        else if (application.clearedBySafetyReview(now)) {
          const { job } = application;
          await this.posts.countApplication(em, job.id);
          recordEvent(em, new ApplicationSubmitted(application.id, job.id, job.clientId, application.freelancerId, job.title));
        }
        return;
      }
      const job = await em.findOne(JobPost, { id: contentId });
      if (!job) return;
      if (decision === 'removed') job.removedBySafetyReview(note ? `${SAFETY_REMOVAL_REASON}: ${note}` : SAFETY_REMOVAL_REASON, now);
      else if (job.clearedBySafetyReview()) recordEvent(em, new JobPosted(job.id, job.clientId, job.jobType, job.title));
    });
  }
}
