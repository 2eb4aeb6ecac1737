import type { Job, JobDetail } from '../../api/types';

/**
 * The name a post shows for its poster: theirs; "A verified client" or "A client" (a worker, for an
 * availability post) when they show their profile to members only and the reader is a visitor
 * (decision 0061); "Unknown user" for a deleted account.
 */
export function posterNameOf(job: Pick<Job | JobDetail, 'client' | 'withheldPoster' | 'jobType'>): string {
  if (job.client) return `${job.client.firstName} ${job.client.lastName}`.trim();
  if (job.withheldPoster) {
    const who = job.jobType === 'job_seeking' ? 'worker' : 'client';
    return job.withheldPoster.isVerified ? `A verified ${who}` : `A ${who}`;
  }
  return 'Unknown user';
}
