import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
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
import type { Currency, Rate, RateType } from '../../../platform/money/money';

/**
 * withdrawn: the applicant took it back while it was pending, or their account was suspended
 * while it was pending (decision 0035).
 */
export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Why the owner declined a proposal: the freelancer reads it (with the owner's optional note). */
export const DECLINE_REASONS = ['not_a_fit', 'rate_too_high', 'availability', 'position_filled', 'hired_someone_else', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/**
 * Where a proposal stands in its owner's pipeline: a pending one is new until shortlisted;
 * rejected is declined, accepted is hired; a withdrawn one leaves the pipeline.
 */
export const PIPELINE_STAGES = ['new', 'shortlisted', 'declined', 'hired'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** The stage of a proposal with this status, shortlisted or not (withdrawn: none). */
export function stageOf(status: ApplicationStatus, shortlisted: boolean): PipelineStage | null {
  switch (status) {
    case 'pending':
      return shortlisted ? 'shortlisted' : 'new';
    case 'rejected':
      return 'declined';
    case 'accepted':
      return 'hired';
    default:
      return null;
  }
}

/** What a proposal states beside its cover letter: the rate asked, the hours a week and from when. */
export type ProposalTerms = { rate: Rate; hoursPerWeek: number; startDate: string | null };

export type Applicant = { id: string; role: 'freelancer' | 'client' | 'admin'; isVerified: boolean };

@Entity({ tableName: 'applications' })
@Unique({ name: 'applications_job_id_freelancer_id_unique', properties: ['job', 'freelancerId'] })
@Index({ name: 'applications_freelancer_id_created_at_index', properties: ['freelancerId', 'createdAt'] })
@Index({ name: 'applications_job_id_status_index', properties: ['job', 'status'] })
// The dashboard's latest applications, sent and received (recentApplicationActivity).
@Index({ name: 'applications_freelancer_id_updated_at_index', properties: ['freelancerId', 'updatedAt'] })
@Index({ name: 'applications_client_id_updated_at_index', properties: ['clientId', 'updatedAt'] })
// A post's applicants, pending first then newest, without reading them all (decision 0076).
@Index({
  name: 'applications_pipeline_index',
  expression:
    'create index "applications_pipeline_index" on "applications" ("job_id", "applications_pipeline_at"("status", "created_at") desc, "id" desc) where "safety_verdict" <> \'hold\'',
})
// A proposed rate is whole (type, currency and amount) or absent (applications sent before rates).
@Check({
  name: 'applications_proposed_rate_whole_check',
  expression: `("proposed_rate_type" is null) = ("proposed_rate_currency" is null) and ("proposed_rate_type" is null) = ("proposed_rate_amount" is null)`,
})
@Check({ name: 'applications_hours_per_week_check', expression: 'hours_per_week >= 1 and hours_per_week <= 80' })
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

  /** The rate asked (minor units): null only on applications sent before proposals stated one. */
  @Enum({ items: ['hourly', 'fixed'], nullable: true })
  proposedRateType: RateType | null = null;

  @Property({ type: 'text', nullable: true })
  proposedRateCurrency: Currency | null = null;

  @Property({ type: 'integer', nullable: true })
  proposedRateAmount: number | null = null;

  @Property({ type: 'integer', nullable: true })
  hoursPerWeek: number | null = null;

  /** YYYY-MM-DD, or null for "as soon as agreed". */
  @Property({ type: 'date', nullable: true })
  startDate: string | null = null;

  /** Set while the owner keeps a pending proposal on their shortlist. */
  @Property({ type: 'timestamptz', nullable: true })
  shortlistedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  declineReason: DeclineReason | null = null;

  @Property({ type: 'text', nullable: true })
  declineNote: string | null = null;

  /** The invitation the freelancer accepted before sending this proposal. */
  @Property({ type: 'uuid', nullable: true })
  invitationId: string | null = null;

  private constructor(job: JobPost, applicant: Applicant, coverLetter: string, now: Date, terms?: ProposalTerms) {
    this.job = job;
    this.clientId = job.clientId;
    this.freelancerId = applicant.id;
    this.coverLetter = coverLetter;
    if (terms) this.setTerms(terms);
    this.createdAt = now;
    this.updatedAt = now;
  }

  /**
   * A freelancer applies to an open job offer that is not their own (verified-only jobs need the
   * badge), with the terms they propose (the API requires them; only rows made before have none).
   */
  static submit(job: JobPost, applicant: Applicant, coverLetter: string, now: Date, terms?: ProposalTerms): Application {
    // A hidden post is as missing to the applicant as one that never existed.
    if (job.isHiddenFrom(applicant.id)) throw new JobNotFound();
    if (applicant.role !== 'freelancer') throw new OnlyFreelancersApply();
    if (job.isOwnedBy(applicant.id)) throw new CannotApplyToOwnJob();
    if (job.jobType !== 'job_offer') throw new AvailabilityPostsTakeNoApplications();
    if (job.status !== 'open') throw new JobNotOpenForApplications();
    if (job.verifiedOnly && !applicant.isVerified) throw new VerificationRequired();
    return new Application(job, applicant, coverLetter, now, terms);
  }

  get proposedRate(): Rate | null {
    if (!this.proposedRateType || !this.proposedRateCurrency || this.proposedRateAmount === null) return null;
    return { type: this.proposedRateType, currency: this.proposedRateCurrency, amount: this.proposedRateAmount };
  }

  get stage(): PipelineStage | null {
    return stageOf(this.status, this.shortlistedAt !== null);
  }

  /** The applicant edits their pending proposal (its text is judged again by the caller). */
  edit(applicantId: string, coverLetter: string | undefined, terms: Partial<ProposalTerms>, now: Date): void {
    this.assertApplicant(applicantId, 'edit');
    this.assertPending();
    if (coverLetter !== undefined) this.coverLetter = coverLetter;
    this.setTerms({
      rate: terms.rate ?? this.proposedRate ?? undefined,
      hoursPerWeek: terms.hoursPerWeek ?? this.hoursPerWeek ?? undefined,
      startDate: terms.startDate === undefined ? this.startDate : terms.startDate,
    });
    this.updatedAt = now;
  }

  /** The owner keeps a pending proposal on their shortlist, or takes it off. */
  shortlist(ownerId: string, on: boolean, now: Date): void {
    if (this.isHiddenFrom(ownerId)) throw new ApplicationNotFound();
    this.job.assertOwner(ownerId);
    this.assertPending();
    if (on === (this.shortlistedAt !== null)) return;
    this.shortlistedAt = on ? now : null;
    this.updatedAt = now;
  }

  private setTerms(terms: Partial<ProposalTerms>): void {
    if (terms.rate) {
      this.proposedRateType = terms.rate.type;
      this.proposedRateCurrency = terms.rate.currency;
      this.proposedRateAmount = terms.rate.amount;
    }
    if (terms.hoursPerWeek !== undefined) this.hoursPerWeek = terms.hoursPerWeek;
    if (terms.startDate !== undefined) this.startDate = terms.startDate;
  }

  private assertApplicant(userId: string, action: 'withdraw' | 'edit'): void {
    if (userId === this.freelancerId) return;
    if (this.isHiddenFrom(userId)) throw new ApplicationNotFound();
    throw new NotTheApplicant(action);
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

  /** The owner declines a pending proposal with a reason (and a note) the freelancer reads. */
  reject(ownerId: string, now: Date, reason: DeclineReason = 'other', note: string | null = null): void {
    if (this.isHiddenFrom(ownerId)) throw new ApplicationNotFound();
    this.job.assertOwner(ownerId);
    this.assertPending();
    this.status = 'rejected';
    this.declineReason = reason;
    this.declineNote = note;
    this.updatedAt = now;
  }

  /** The applicant takes back a pending application; to anyone else it is someone else's. */
  withdraw(applicantId: string, now: Date): void {
    this.assertApplicant(applicantId, 'withdraw');
    this.assertPending();
    this.status = 'withdrawn';
    this.updatedAt = now;
  }

  private assertPending(): void {
    if (this.status !== 'pending') throw new ApplicationNotPending(this.status);
  }
}
