import { toPersonView, toVisitorPersonView, type PersonView, type UserSummary } from '../../identity/public';
import type { JobCategory } from '../domain/categories';
import type { ApplicationStatus, DeclineReason, PipelineStage } from '../domain/application.entity';
import type { Rate } from '../../../platform/money/money';
import type { AttachmentView } from '../../../platform/attachments/public';
import type { ContentSafety, JobStatus, JobType } from '../domain/job-post.entity';
import type { JobPay, WorkTerms } from '../domain/job-pay';
import type { Amount, Currency, RateType } from '../../../platform/money/money';

export type JobView = {
  id: string;
  clientId: string;
  jobType: JobType;
  title: string;
  description: string;
  category: JobCategory;
  duration: string | null;
  verifiedOnly: boolean;
  status: JobStatus;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  applicationCount: number;
  client: PersonView | null;
  /**
   * Set for a visitor who is not signed in when the poster shows their profile to members only
   * (decision 0061): client is then null, and the screens name the poster neutrally ("A verified client").
   */
  withheldPoster: WithheldPosterView | null;
  /** Set when an administrator took the post down: only its owner (and administrators) still see it. */
  takenDown: TakedownView | null;
  /** The safety check's verdict on the post's text: a warning for its readers, or (its owner's view) held for review. */
  safety: ContentSafety;
} & JobTermsView;

/** A post's pay and work terms (decision 0070): an offer's pay, or an availability post's hourly rate. */
export type JobTermsView = WorkTerms & { pay: JobPay | null; hourlyRate: Amount | null };

export type TakedownView = { reason: string; at: string };

/** What a visitor learns of a poster who shows to members only. */
export type WithheldPosterView = { isVerified: boolean };

/** Who reads a post: a signed-in member, or a visitor who is not signed in (decision 0061). */
export type JobAudience = 'members' | 'visitors';

/** What an application shows of its job. */
export type ApplicationJobView = Pick<JobView, 'id' | 'title' | 'status' | 'jobType' | 'category' | 'clientId'>;

export type ApplicationView = {
  id: string;
  jobId: string;
  freelancerId: string;
  coverLetter: string;
  /** The cover letter under the name the screens use. */
  proposal: string;
  status: ApplicationStatus;
  /** Where it stands in the owner's pipeline; null once withdrawn. */
  stage: PipelineStage | null;
  /** The rate asked; null on applications sent before proposals stated one. */
  proposedRate: Rate | null;
  availability: { hoursPerWeek: number | null; startDate: string | null };
  decline: { reason: DeclineReason; note: string | null } | null;
  invitationId: string | null;
  createdAt: string;
  updatedAt: string;
  job: ApplicationJobView;
  freelancer: PersonView | null;
  /** The contract made from it once accepted; null before (it follows the acceptance a moment later). */
  contractId: string | null;
  /** The proposal's files, oldest first. */
  attachments: AttachmentView[];
  /** The safety check's verdict on the cover letter: held ones are seen by their applicant only until released. */
  safety: ContentSafety;
};

/** A job_posts row as the read repository returns it: timestamps in PostgreSQL's text form. */
export type JobRow = {
  id: string;
  client_id: string;
  job_type: JobType;
  title: string;
  description: string;
  category: JobCategory;
  duration: string | null;
  verified_only: boolean;
  status: JobStatus;
  tags: string[];
  /** As PostgreSQL prints it, to the microsecond: also the exact keyset position. */
  created_at: string;
  updated_at: string;
  application_count: number;
  owner_suspended: boolean;
  taken_down_at: string | null;
  takedown_reason: string | null;
  safety_verdict: ContentSafety['verdict'];
  safety_reasons: ContentSafety['reasons'];
  pay_type: RateType | null;
  pay_currency: Currency | null;
  pay_minimum: number | null;
  pay_maximum: number | null;
  hours_per_week: number | null;
  start_date: string | null;
  time_zone: string | null;
  overlap_hours: number | null;
};

/** The pay and terms of a row: an availability post's pay is its hourly rate. */
export function toJobTermsView(row: JobRow): JobTermsView {
  const stated = row.pay_type !== null && row.pay_currency !== null && row.pay_minimum !== null;
  return {
    pay:
      stated && row.job_type === 'job_offer'
        ? {
            type: row.pay_type as RateType,
            currency: row.pay_currency as Currency,
            minimum: row.pay_minimum as number,
            maximum: row.pay_maximum,
          }
        : null,
    hourlyRate:
      stated && row.job_type === 'job_seeking' ? { currency: row.pay_currency as Currency, amount: row.pay_minimum as number } : null,
    hoursPerWeek: row.hours_per_week,
    startDate: row.start_date,
    timeZone: row.time_zone,
    overlapHours: row.overlap_hours,
  };
}

/** Shown to its owner only: the owner is suspended, an administrator took it down (decision 0035), or the safety check holds it. */
export function isHidden(row: JobRow): boolean {
  return row.owner_suspended || row.taken_down_at !== null || row.safety_verdict === 'hold';
}

export function toJobView(row: JobRow, clients: Map<string, UserSummary>, audience: JobAudience = 'members'): JobView {
  const poster = clients.get(row.client_id);
  const client = audience === 'members' ? toPersonView(poster) : toVisitorPersonView(poster);
  return {
    id: row.id,
    clientId: row.client_id,
    jobType: row.job_type,
    title: row.title,
    description: row.description,
    category: row.category,
    duration: row.duration,
    verifiedOnly: row.verified_only,
    status: row.status,
    tags: row.tags,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    applicationCount: row.application_count,
    client,
    withheldPoster: poster && !client ? { isVerified: poster.isVerified } : null,
    takenDown: row.taken_down_at === null ? null : { reason: row.takedown_reason ?? '', at: new Date(row.taken_down_at).toISOString() },
    safety: { verdict: row.safety_verdict, reasons: row.safety_reasons },
    ...toJobTermsView(row),
  };
}
