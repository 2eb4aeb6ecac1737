import { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../../platform/outbox/outbox';
import type { JobType } from '../domain/job-post.entity';
import { JobPostCountChanged } from '../events';

/**
 * Records JobPostCountChanged in the unit of work that adds (`change` 1) or removes (-1) these
 * posts of one owner, when there are any.
 */
export function recordPostCountChange(em: EntityManager, clientId: string, jobTypes: JobType[], change: 1 | -1): void {
  if (jobTypes.length === 0) return;
  const count = (jobType: JobType) => change * jobTypes.filter((type) => type === jobType).length;
  recordEvent(em, new JobPostCountChanged(clientId, count('job_offer'), count('job_seeking')));
}
