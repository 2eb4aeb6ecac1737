import type { Job, JobDetail, User } from '../../api/types';

/** Why the viewer may not apply to a job. */
export type ApplyBlock = 'own-post' | 'availability-post' | 'not-freelancer' | 'not-open' | 'already-applied' | 'verification-required';

/**
 * Freelancers apply to open job offers that are not their own, once, and to verified-only jobs
 * only when verified (the server refuses the rest). Null when the viewer may apply. A search
 * result carries no application of the viewer's: that is known on the job page only.
 */
export function getApplyBlock(job: Job | JobDetail, viewer: User): ApplyBlock | null {
  if (job.clientId === viewer.id) return 'own-post';
  if (job.jobType !== 'job_offer') return 'availability-post';
  if (viewer.role !== 'freelancer') return 'not-freelancer';
  if (job.status !== 'open') return 'not-open';
  if ('myApplication' in job && job.myApplication) return 'already-applied';
  if (job.verifiedOnly && !viewer.isVerified) return 'verification-required';
  return null;
}
