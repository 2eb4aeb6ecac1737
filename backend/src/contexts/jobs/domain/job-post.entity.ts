import { ArrayType } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { JOB_CATEGORY_SLUGS, JobCategory } from './categories';
import { JobNotOpen, JobTakenDown, NotJobOwner, VerifiedOnlyForJobOffers, WrongPostTypeForRole } from './jobs-errors';
import type { Amount, Currency, RateType } from '../../../platform/money/money';
import { assertPostTerms, InvalidPayTerms, JobPay, normalizedPay, PostTerms } from './job-pay';

export const JOB_TYPES = ['job_offer', 'job_seeking'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const JOB_STATUSES = ['open', 'closed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The most tags (required skills) a post has. */
export const JOB_POST_MAX_TAGS = 15;

export type JobDetails = {
  title: string;
  description: string;
  category: JobCategory;
  duration: string | null;
  verifiedOnly: boolean;
  tags: string[];
};

/** The safety check's verdict on a text and why (the safety context's; docs/safety.md). */
export type ContentSafety = { verdict: 'clear' | 'warn' | 'hold'; reasons: { code: string; message: string }[] };

export type Poster = { id: string; role: 'freelancer' | 'client' | 'admin'; isVerified: boolean };

/**
 * A client's job offer, or a freelancer's availability (a reverse listing). The full-text
 * search vector is a generated column of the table (see the jobs migration), not mapped here.
 */
@Entity({ tableName: 'job_posts' })
@Index({ name: 'job_posts_status_created_at_index', properties: ['status', 'createdAt', 'id'] })
@Index({ name: 'job_posts_client_id_created_at_index', properties: ['clientId', 'createdAt'] })
@Index({
  name: 'job_posts_search_vector_index',
  expression: 'create index "job_posts_search_vector_index" on "job_posts" using gin ("search_vector")',
})
// The client feed's first read: a client's newest open job offers (decision 0074).
@Index({
  name: 'job_posts_client_open_offers_index',
  expression:
    'create index "job_posts_client_open_offers_index" on "job_posts" ("client_id", "created_at") where "status" = \'open\' and "job_type" = \'job_offer\'',
})
// The dashboard's feed: open job offers sharing a tag with a freelancer's skills, whatever its case (decision 0074).
@Index({
  name: 'job_posts_open_offer_tags_index',
  expression:
    'create index "job_posts_open_offer_tags_index" on "job_posts" using gin (lower_text_array("tags")) where "status" = \'open\' and "job_type" = \'job_offer\'',
})
// Search's "Highest pay" order (decision 0070): the top of the pay, none last; then the pay filters,
// tested on the entry rather than the row.
@Index({
  name: 'job_posts_status_pay_filters_index',
  expression:
    'create index "job_posts_status_pay_filters_index" on "job_posts" ("status", (coalesce("pay_maximum", "pay_minimum", -1)), "created_at", "id", "pay_type", "pay_currency", "pay_minimum")',
})
@Check({
  name: 'job_posts_pay_check',
  expression: `("pay_type" is null and "pay_currency" is null and "pay_minimum" is null and "pay_maximum" is null)
          or ("pay_type" = 'hourly' and "pay_currency" is not null and "pay_minimum" > 0 and "pay_maximum" >= "pay_minimum")
          or ("pay_type" = 'fixed' and "pay_currency" is not null and "pay_minimum" > 0 and "pay_maximum" is null)`,
})
@Check({ name: 'job_posts_hours_per_week_check', expression: 'hours_per_week >= 1 and hours_per_week <= 80' })
@Check({ name: 'job_posts_overlap_hours_check', expression: 'overlap_hours >= 0 and overlap_hours <= 12' })
// "Verified freelancers only" limits who may apply: availability posts take no applications.
@Check({ name: 'job_posts_verified_only_offers_check', expression: `"job_type" = 'job_offer' or not "verified_only"` })
export class JobPost {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The poster (client or freelancer): identity's user id. */
  @Property({ type: 'uuid' })
  clientId: string;

  /** The poster's verified badge when posting; kept for the "verified clients only" filter. */
  @Property({ type: 'boolean' })
  clientVerified: boolean;

  @Enum({ items: [...JOB_TYPES] })
  jobType: JobType;

  @Property({ type: 'text' })
  title: string;

  @Property({ type: 'text' })
  description: string;

  @Enum({ items: [...JOB_CATEGORY_SLUGS] })
  category: JobCategory;

  @Property({ type: 'text', nullable: true })
  duration: string | null;

  @Property({ type: 'boolean' })
  verifiedOnly: boolean;

  @Enum({ items: [...JOB_STATUSES] })
  status: JobStatus = 'open';

  @Property({ type: ArrayType, columnType: 'text[]' })
  tags: string[];

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz' })
  updatedAt: Date;

  /** The owner's account is suspended (decision 0035): the post shows to its owner only until it is lifted. */
  @Property({ type: 'boolean', default: false })
  ownerSuspended = false;

  /** An administrator took the post down: it shows to its owner only, with the reason. */
  @Property({ type: 'timestamptz', nullable: true })
  takenDownAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  takedownReason: string | null = null;

  /** The moderation enforcement action that took it down; its lift restores the post. */
  @Property({ type: 'uuid', nullable: true })
  takedownActionId: string | null = null;

  /** The safety check's verdict on the title, description and tags: a held post shows to its owner (and administrators) only. */
  @Enum({ items: ['clear', 'warn', 'hold'], default: 'clear' })
  safetyVerdict: ContentSafety['verdict'] = 'clear';

  @Property({ type: 'json', default: '[]' })
  safetyReasons: ContentSafety['reasons'] = [];

  /**
   * Applications the post holds, whatever their status: kept by the statements that add and
   * delete them (in their transaction, as `+ 1` / `- n`, so concurrent ones add up), never by
   * this entity, so lists read it instead of counting.
   */
  @Property({ type: 'integer', default: 0 })
  applicationsCount = 0;

  /**
   * The pay in minor units (decision 0070): a job offer's hourly range or fixed amount; an
   * availability post's hourly rate is an hourly pay whose minimum is its maximum. Null on posts
   * made before pay was stated.
   */
  @Enum({ items: ['hourly', 'fixed'], nullable: true })
  payType: RateType | null = null;

  @Property({ type: 'text', nullable: true })
  payCurrency: Currency | null = null;

  @Property({ type: 'integer', nullable: true })
  payMinimum: number | null = null;

  @Property({ type: 'integer', nullable: true })
  payMaximum: number | null = null;

  @Property({ type: 'integer', nullable: true })
  hoursPerWeek: number | null = null;

  /** YYYY-MM-DD. */
  @Property({ type: 'date', nullable: true })
  startDate: string | null = null;

  /** IANA name of the time zone the worker overlaps with. */
  @Property({ type: 'text', nullable: true })
  timeZone: string | null = null;

  @Property({ type: 'integer', nullable: true })
  overlapHours: number | null = null;

  private constructor(poster: Poster, jobType: JobType, details: JobDetails, now: Date) {
    this.clientId = poster.id;
    this.clientVerified = poster.isVerified;
    this.jobType = jobType;
    this.title = details.title;
    this.description = details.description;
    this.category = details.category;
    this.duration = details.duration;
    this.verifiedOnly = details.verifiedOnly;
    this.tags = details.tags;
    this.createdAt = now;
    this.updatedAt = now;
  }

  /** Clients post job offers, with their pay; freelancers post their availability, with their hourly rate. */
  static post(poster: Poster, jobType: JobType, details: JobDetails, now: Date, terms: Partial<PostTerms> = {}): JobPost {
    if (jobType === 'job_offer' && poster.role !== 'client') {
      throw new WrongPostTypeForRole('Only clients can post job offers. Switch to Client to post a job.');
    }
    if (jobType === 'job_seeking' && poster.role !== 'freelancer') {
      throw new WrongPostTypeForRole('Only freelancers can post their availability. Switch to Worker to post it.');
    }
    if (jobType === 'job_seeking' && details.verifiedOnly) throw new VerifiedOnlyForJobOffers();
    if (jobType === 'job_offer' && !terms.pay)
      throw new InvalidPayTerms('A job offer states its pay (pay: hourly or fixed, currency, amounts)');
    if (jobType === 'job_seeking' && !terms.hourlyRate)
      throw new InvalidPayTerms('An availability post states your hourly rate (hourlyRate)');
    const job = new JobPost(poster, jobType, details, now);
    job.setTerms(terms, now);
    return job;
  }

  /** The pay as the API states it: null for an availability post (its hourlyRate) and for posts made before pay. */
  get pay(): JobPay | null {
    if (this.jobType !== 'job_offer' || this.payType === null || this.payCurrency === null || this.payMinimum === null) return null;
    return { type: this.payType, currency: this.payCurrency, minimum: this.payMinimum, maximum: this.payMaximum };
  }

  /** An availability post's hourly rate; null for an offer. */
  get hourlyRate(): Amount | null {
    if (this.jobType !== 'job_seeking' || this.payCurrency === null || this.payMinimum === null) return null;
    return { currency: this.payCurrency, amount: this.payMinimum };
  }

  /** Sets the terms present in `changes` (undefined keeps one; null clears an optional one), then checks them all. */
  private setTerms(changes: Partial<PostTerms>, now: Date): void {
    const current: PostTerms = {
      pay: this.pay,
      hourlyRate: this.hourlyRate,
      hoursPerWeek: this.hoursPerWeek,
      startDate: this.startDate,
      timeZone: this.timeZone,
      overlapHours: this.overlapHours,
    };
    const next: PostTerms = { ...current, ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) };
    if (this.jobType === 'job_offer' && current.pay && !next.pay)
      throw new InvalidPayTerms('A job offer keeps its pay: change it, not remove it');
    if (this.jobType === 'job_seeking' && current.hourlyRate && !next.hourlyRate) {
      throw new InvalidPayTerms('An availability post keeps its hourly rate: change it, not remove it');
    }
    const pay = next.pay ? normalizedPay(next.pay) : null;
    assertPostTerms(
      this.jobType,
      { ...next, pay },
      { today: now.toISOString().slice(0, 10), startDateChanged: changes.startDate !== undefined },
    );
    const stated =
      pay ??
      (next.hourlyRate
        ? { type: 'hourly' as const, currency: next.hourlyRate.currency, minimum: next.hourlyRate.amount, maximum: next.hourlyRate.amount }
        : null);
    this.payType = stated?.type ?? null;
    this.payCurrency = stated?.currency ?? null;
    this.payMinimum = stated?.minimum ?? null;
    this.payMaximum = stated?.maximum ?? null;
    this.hoursPerWeek = next.hoursPerWeek;
    this.startDate = next.startDate;
    this.timeZone = next.timeZone;
    this.overlapHours = next.overlapHours;
  }

  isOwnedBy(userId: string): boolean {
    return this.clientId === userId;
  }

  /** Hidden from everyone but its owner: its owner is suspended, an administrator took it down, or the safety check holds it. */
  isHiddenFrom(userId: string): boolean {
    return (this.ownerSuspended || this.takenDownAt !== null || this.safetyVerdict === 'hold') && !this.isOwnedBy(userId);
  }

  /** The texts the safety check reads: title, description, each tag. */
  screenedTexts(): string[] {
    return [this.title, this.description, ...this.tags];
  }

  /** The safety check judged the post's text (as posted, or as edited): returns whether that publishes a post it held. */
  screened(safety: ContentSafety): boolean {
    const released = this.safetyVerdict === 'hold' && safety.verdict !== 'hold';
    this.safetyVerdict = safety.verdict;
    this.safetyReasons = safety.reasons;
    return released;
  }

  /** An administrator released the post the check held, or lifted its warning: it shows to everyone, without a warning. */
  clearedBySafetyReview(): boolean {
    return this.screened({ verdict: 'clear', reasons: [] });
  }

  /** An administrator removed the post after the safety review: taken down, with why, for its owner to read. */
  removedBySafetyReview(reason: string, now: Date): void {
    if (this.takenDownAt !== null) return;
    this.takenDownAt = now;
    this.takedownReason = reason;
  }

  assertOwner(userId: string): void {
    if (!this.isOwnedBy(userId)) throw new NotJobOwner();
  }

  /**
   * A post an administrator took down stays as it was judged (neither edited, closed nor cancelled:
   * its owner may read it and appeal, decision 0065), and hires nobody, until it is restored.
   */
  assertNotTakenDown(action: string): void {
    if (this.takenDownAt !== null) throw new JobTakenDown(action);
  }

  edit(userId: string, changes: Partial<JobDetails>, now: Date, terms: Partial<PostTerms> = {}): void {
    this.assertOwner(userId);
    this.assertNotTakenDown('edited');
    if (this.status !== 'open') throw new JobNotOpen('edited');
    if (this.jobType === 'job_seeking' && changes.verifiedOnly) throw new VerifiedOnlyForJobOffers();
    if (Object.values(terms).some((value) => value !== undefined)) this.setTerms(terms, now);
    Object.assign(this, Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)));
    this.updatedAt = now;
  }

  /** No longer taking applications (filled or finished). */
  close(userId: string, now: Date): void {
    this.assertOwner(userId);
    this.assertNotTakenDown('closed');
    if (this.status !== 'open') throw new JobNotOpen('closed');
    this.status = 'closed';
    this.updatedAt = now;
  }

  /** Withdrawn by its owner. */
  cancel(userId: string, now: Date): void {
    this.assertOwner(userId);
    this.assertNotTakenDown('cancelled');
    if (this.status !== 'open') throw new JobNotOpen('cancelled');
    this.status = 'cancelled';
    this.updatedAt = now;
  }
}
