import { isNotEmpty } from '@mantine/form';
import type { FormRulesRecord } from '@mantine/form';
import type { CreateJobInput, EditJobInput, JobCategory, JobDetail, JobType } from '../../api/types';
import { LIMITS } from '../../lib/limits';

export const MAX_SKILLS = LIMITS.job.skills;

/** The fields of a post being written or edited. */
export type JobDraft = {
  title: string;
  description: string;
  category: JobCategory | null;
  duration: string;
  tags: string[];
  verifiedOnly: boolean;
};

export const EMPTY_JOB_DRAFT: JobDraft = {
  title: '',
  description: '',
  category: null,
  duration: '',
  tags: [],
  verifiedOnly: false,
};

export function toJobDraft(job: JobDetail): JobDraft {
  return {
    title: job.title,
    description: job.description,
    category: job.category,
    duration: job.duration ?? '',
    tags: job.tags,
    verifiedOnly: job.verifiedOnly,
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
] as const satisfies readonly (keyof JobDraft)[];

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

/** The whole post as PATCH sends it: an emptied duration becomes null. */
export function toEditJobInput(draft: CompleteDraft): EditJobInput {
  return toJobFields(draft);
}

/**
 * A new post; an empty duration is sent as null. An availability post is never verified-only
 * (the server refuses it), even when the box was ticked in job-offer mode before switching.
 */
export function toCreateJobInput(draft: CompleteDraft, jobType: JobType): CreateJobInput {
  const fields = toJobFields(draft);
  return { jobType, ...fields, verifiedOnly: jobType === 'job_offer' && fields.verifiedOnly, status: 'open' };
}

/** What a new post offers: a job (clients) or the author's availability (workers). */
export type PostMode = 'offer' | 'seeking';

export function toJobType(mode: PostMode): JobType {
  return mode === 'seeking' ? 'job_seeking' : 'job_offer';
}
