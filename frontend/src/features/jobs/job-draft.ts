import { isNotEmpty } from '@mantine/form';
import type { FormRulesRecord } from '@mantine/form';
import type { CreateJobInput, EditJobInput, JobCategory, JobDetail, JobType } from '../../api/types';
import { LIMITS } from '../../lib/limits';
import { fromMinorUnits, toMinorUnits } from '../../lib/money';
import type { Currency } from '../../lib/money';

export const MAX_SKILLS = LIMITS.job.skills;

/** The fields of a post being written or edited. */
export type JobDraft = {
  title: string;
  description: string;
  category: JobCategory | null;
  duration: string;
  tags: string[];
  verifiedOnly: boolean;
} & PayDraft;

/**
 * What a post states of its pay (decision 0070), amounts in whole units as typed ('' when empty,
 * NumberInput's empty value): an offer's hourly range (minimum to maximum) or fixed amount (minimum),
 * an availability post's hourly rate (minimum).
 */
export type PayDraft = {
  payType: 'hourly' | 'fixed';
  currency: Currency;
  minimum: number | string;
  maximum: number | string;
  hoursPerWeek: number | string;
  /** YYYY-MM-DD, or '' for none. */
  startDate: string;
  timeZone: string | null;
  overlapHours: number | string;
};

export const EMPTY_PAY_DRAFT: PayDraft = {
  payType: 'hourly',
  currency: 'USD',
  minimum: '',
  maximum: '',
  hoursPerWeek: '',
  startDate: '',
  timeZone: null,
  overlapHours: '',
};

export const HOURS_PER_WEEK_RANGE = { min: 1, max: 80 } as const;
export const OVERLAP_HOURS_RANGE = { min: 0, max: 12 } as const;

export const EMPTY_JOB_DRAFT: JobDraft = {
  title: '',
  description: '',
  category: null,
  duration: '',
  tags: [],
  verifiedOnly: false,
  ...EMPTY_PAY_DRAFT,
};

export function toJobDraft(job: JobDetail): JobDraft {
  return {
    title: job.title,
    description: job.description,
    category: job.category,
    duration: job.duration ?? '',
    tags: job.tags,
    verifiedOnly: job.verifiedOnly,
    payType: job.pay?.type ?? 'hourly',
    currency: job.pay?.currency ?? job.hourlyRate?.currency ?? 'USD',
    minimum: job.pay ? fromMinorUnits(job.pay.minimum) : job.hourlyRate ? fromMinorUnits(job.hourlyRate.amount) : '',
    maximum: job.pay?.maximum ? fromMinorUnits(job.pay.maximum) : '',
    hoursPerWeek: job.hoursPerWeek ?? '',
    startDate: job.startDate ?? '',
    timeZone: job.timeZone,
    overlapHours: job.overlapHours ?? '',
  };
}

/** The draft's fields, to match the server's field errors with. */
export const JOB_DRAFT_FIELDS = [
  'title',
  'description',
  'category',
  'duration',
  'tags',
  'verifiedOnly',
  'hoursPerWeek',
  'startDate',
  'timeZone',
  'overlapHours',
] as const satisfies readonly (keyof JobDraft)[];

/** Today as YYYY-MM-DD in UTC, as the server compares a start date. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function isWholeNumberIn(value: number | string, range: { min: number; max: number }): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;
}

/**
 * The pay's checks for a post of `jobType`, as the server makes them: an offer states an amount
 * (and an hourly one its hours a week, its highest rate at least its lowest); an availability post
 * its hourly rate. A start date set anew is not in the past; overlap hours need their time zone.
 */
export function payDraftRules(jobType: () => JobType, savedStartDate = ''): FormRulesRecord<JobDraft> {
  return {
    minimum: (value, values) => {
      if (toMinorUnits(value) !== null) return null;
      if (jobType() === 'job_seeking') return 'Enter your hourly rate';
      return values.payType === 'fixed' ? 'Enter the fixed price' : 'Enter the lowest hourly rate';
    },
    maximum: (value, values) => {
      if (jobType() !== 'job_offer' || values.payType !== 'hourly' || value === '' || value === undefined) return null;
      const [lowest, highest] = [toMinorUnits(values.minimum), toMinorUnits(value)];
      if (highest === null) return 'Enter an amount above 0, or leave it empty';
      return lowest !== null && highest < lowest ? 'The highest rate must be at least the lowest' : null;
    },
    hoursPerWeek: (value, values) => {
      const required = jobType() === 'job_offer' && values.payType === 'hourly';
      if ((value === '' || value === undefined) && !required) return null;
      return isWholeNumberIn(value, HOURS_PER_WEEK_RANGE)
        ? null
        : `Enter ${HOURS_PER_WEEK_RANGE.min} to ${HOURS_PER_WEEK_RANGE.max} hours a week`;
    },
    startDate: (value) => (value && value !== savedStartDate && value < todayIso() ? 'The start date cannot be in the past' : null),
    overlapHours: (value, values) => {
      if (value === '' || value === undefined) return null;
      if (!isWholeNumberIn(value, OVERLAP_HOURS_RANGE)) return `Enter ${OVERLAP_HOURS_RANGE.min} to ${OVERLAP_HOURS_RANGE.max} hours a day`;
      return values.timeZone ? null : 'Choose the time zone to overlap with';
    },
  };
}

/** What the draft states of its pay and terms, as the API takes them for a post of `jobType`. */
export function toPayTerms(draft: JobDraft, jobType: JobType) {
  const hoursPerWeek = draft.hoursPerWeek === '' || draft.hoursPerWeek === undefined ? null : Number(draft.hoursPerWeek);
  const terms = {
    hoursPerWeek,
    startDate: draft.startDate || null,
    timeZone: draft.timeZone || null,
    overlapHours: draft.overlapHours === '' || draft.overlapHours === undefined ? null : Number(draft.overlapHours),
  };
  const minimum = toMinorUnits(draft.minimum) ?? 0;
  if (jobType === 'job_seeking') return { ...terms, hourlyRate: { currency: draft.currency, amount: minimum } };
  const maximum = draft.payType === 'hourly' ? (toMinorUnits(draft.maximum) ?? minimum) : null;
  return { ...terms, pay: { type: draft.payType, currency: draft.currency, minimum, maximum } };
}

/** Title, description and category are required (spec section 5); each missing one says so under it. */
export const jobDraftRules: FormRulesRecord<JobDraft> = {
  title: isNotEmpty('Title is required'),
  description: isNotEmpty('Description is required'),
  category: isNotEmpty('Category is required'),
};

type CompleteDraft = JobDraft & { category: JobCategory };

/** The required fields are filled in: `jobDraftRules` as a type guard, for the values a valid form submits. */
export function isDraftComplete(draft: JobDraft): draft is CompleteDraft {
  return draft.title.trim() !== '' && draft.description.trim() !== '' && draft.category !== null;
}

function toJobFields(draft: CompleteDraft) {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    category: draft.category,
    duration: draft.duration.trim() || null,
    tags: draft.tags,
    verifiedOnly: draft.verifiedOnly,
  };
}

/** The whole post as PATCH sends it, with its pay: an emptied duration or optional term becomes null. */
export function toEditJobInput(draft: CompleteDraft, jobType: JobType): EditJobInput {
  return { ...toJobFields(draft), ...toPayTerms(draft, jobType) };
}

/**
 * A new post; an empty duration is sent as null. An availability post is never verified-only
 * (the server refuses it), even when the box was ticked in job-offer mode before switching.
 */
export function toCreateJobInput(draft: CompleteDraft, jobType: JobType): CreateJobInput {
  const fields = toJobFields(draft);
  return {
    jobType,
    ...fields,
    verifiedOnly: jobType === 'job_offer' && fields.verifiedOnly,
    status: 'open',
    ...toPayTerms(draft, jobType),
  };
}

/** What a new post offers: a job (clients) or the author's availability (workers). */
export type PostMode = 'offer' | 'seeking';

export function toJobType(mode: PostMode): JobType {
  return mode === 'seeking' ? 'job_seeking' : 'job_offer';
}
