import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import {
  ApplicationNotFound,
  ApplicationNotPending,
  AvailabilityPostsTakeNoApplications,
  CannotApplyToOwnJob,
  JobNotOpen,
  JobNotFound,
  JobNotOpenForApplications,
  NotTheApplicant,
  OnlyFreelancersApply,
  VerificationRequired,
} from './jobs-errors';
import { ContentSafety, JobPost } from './job-post.entity';

/**
 * withdrawn: the applicant took it back while it was pending, or their account was suspended
 * while it was pending (decision 0035).
 */
export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export type Applicant = { id: string; role: 'freelancer' | 'client' | 'admin'; isVerified: boolean };

@Entity({ tableName: 'applications' })
@Unique({ name: 'applications_job_id_freelancer_id_unique', properties: ['job', 'freelancerId'] })
@Index({ name: 'applications_freelancer_id_created_at_index', properties: ['freelancerId', 'createdAt'] })
@Index({ name: 'applications_job_id_status_index', properties: ['job', 'status'] })
// The dashboard's latest applications, sent and received (recentApplicationActivity).
@Index({ name: 'applications_freelancer_id_updated_at_index', properties: ['freelancerId', 'updatedAt'] })
@Index({ name: 'applications_client_id_updated_at_index', properties: ['clientId', 'updatedAt'] })
export class Application {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => JobPost, { fieldName: 'job_id', deleteRule: 'cascade' })
  job: JobPost;

  /**
   * The post's owner (identity's user id), copied from the post, whose owner never changes: an
   * owner's latest applications are then one index (client_id, updated_at) away, not a join.
   */
  @Property({ type: 'uuid' })
  clientId: string;

  /** identity's user id of the applicant. */
  @Property({ type: 'uuid' })
  freelancerId: string;

  @Property({ type: 'text' })
  coverLetter: string;

  @Enum({ items: [...APPLICATION_STATUSES] })
  status: ApplicationStatus = 'pending';

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz' })
  updatedAt: Date;

  /** The safety check's verdict on the cover letter: a held application reaches the post's owner only once released. */
  @Enum({ items: ['clear', 'warn', 'hold'], default: 'clear' })
  safetyVerdict: ContentSafety['verdict'] = 'clear';

  @Property({ type: 'json', default: '[]' })
  safetyReasons: ContentSafety['reasons'] = [];

  private constructor(job: JobPost, applicant: Applicant, coverLetter: string, now: Date) {
    this.job = job;
    this.clientId = job.clientId;
    this.freelancerId = applicant.id;
    this.coverLetter = coverLetter;
    this.createdAt = now;
    this.updatedAt = now;
  }

  /** A freelancer applies to an open job offer that is not their own (verified-only jobs need the badge). */
  static submit(job: JobPost, applicant: Applicant, coverLetter: string, now: Date): Application {
    // A hidden post is as missing to the applicant as one that never existed.
    if (job.isHiddenFrom(applicant.id)) throw new JobNotFound();
    if (applicant.role !== 'freelancer') throw new OnlyFreelancersApply();
    if (job.isOwnedBy(applicant.id)) throw new CannotApplyToOwnJob();
    if (job.jobType !== 'job_offer') throw new AvailabilityPostsTakeNoApplications();
    if (job.status !== 'open') throw new JobNotOpenForApplications();
    if (job.verifiedOnly && !applicant.isVerified) throw new VerificationRequired();
    return new Application(job, applicant, coverLetter, now);
  }

  /** Held by the safety check: to anyone but the applicant (and administrators) it does not exist yet. */
  isHiddenFrom(userId: string): boolean {
    return this.safetyVerdict === 'hold' && userId !== this.freelancerId;
  }

  screened(safety: ContentSafety): void {
    this.safetyVerdict = safety.verdict;
    this.safetyReasons = safety.reasons;
  }

  /** An administrator released the held cover letter, or lifted its warning: returns whether that delivers it to the owner now. */
  clearedBySafetyReview(now: Date): boolean {
    const released = this.safetyVerdict === 'hold';
    this.screened({ verdict: 'clear', reasons: [] });
    if (released) this.updatedAt = now;
    return released;
  }

  /** An administrator removed it after the safety review: it stays held (the owner never sees it) and is withdrawn. */
  removedBySafetyReview(now: Date): void {
    if (this.status !== 'pending') return;
    this.status = 'withdrawn';
    this.updatedAt = now;
  }

  /** The job's owner takes the applicant on (a contract follows). */
  accept(ownerId: string, now: Date): void {
    if (this.isHiddenFrom(ownerId)) throw new ApplicationNotFound();
    this.job.assertOwner(ownerId);
    this.assertPending();
    this.job.assertNotTakenDown('hired for');
    if (this.job.status !== 'open') throw new JobNotOpen('hired for');
    this.status = 'accepted';
    this.updatedAt = now;
  }

  reject(ownerId: string, now: Date): void {
    if (this.isHiddenFrom(ownerId)) throw new ApplicationNotFound();
    this.job.assertOwner(ownerId);
    this.assertPending();
    this.status = 'rejected';
    this.updatedAt = now;
  }

  /** The applicant takes back a pending application; to anyone else it is someone else's. */
  withdraw(applicantId: string, now: Date): void {
    if (applicantId !== this.freelancerId) {
      if (this.isHiddenFrom(applicantId)) throw new ApplicationNotFound();
      throw new NotTheApplicant();
    }
    this.assertPending();
    this.status = 'withdrawn';
    this.updatedAt = now;
  }

  private assertPending(): void {
    if (this.status !== 'pending') throw new ApplicationNotPending(this.status);
  }
}
