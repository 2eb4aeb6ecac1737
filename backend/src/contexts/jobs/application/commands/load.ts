import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { QueryBus } from '@nestjs/cqrs';
import { GetUserSummariesQuery, UserSummary } from '../../../identity/public';
import { DomainError } from '../../../../platform/errors/domain-error';
import { Application } from '../../domain/application.entity';
import { JobPost } from '../../domain/job-post.entity';
import { AccountSuspended, ApplicationNotFound, JobNotFound } from '../../domain/jobs-errors';

export async function loadJob(em: EntityManager, jobId: string): Promise<JobPost> {
  const job = await em.findOne(JobPost, { id: jobId });
  if (!job) throw new JobNotFound();
  return job;
}

/** Loads an application with its job; inside a transaction, locked against concurrent decisions. */
export async function loadApplicationForDecision(em: EntityManager, applicationId: string): Promise<Application> {
  const application = await em.findOne(
    Application,
    { id: applicationId },
    { populate: ['job'], lockMode: LockMode.PESSIMISTIC_WRITE, lockTableAliases: ['a0'] },
  );
  if (!application) throw new ApplicationNotFound();
  return application;
}

/** The acting user as identity knows them now (role, verified badge); a suspended account may not act. */
export async function loadActor(queryBus: QueryBus, userId: string): Promise<UserSummary> {
  const actor = (await queryBus.execute(new GetUserSummariesQuery([userId]))).get(userId);
  if (!actor) throw new DomainError('JOBS.UNKNOWN_USER', 'Your account was not found', 'unauthenticated');
  if (actor.isSuspended) throw new AccountSuspended();
  return actor;
}
