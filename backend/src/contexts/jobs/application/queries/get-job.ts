import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Application, ApplicationStatus } from '../../domain/application.entity';
import { JobNotFound } from '../../domain/jobs-errors';
import { JobsReadRepository } from '../../infrastructure/jobs-read-repository';
import type { Principal } from '../../../../platform/auth/principal';
import { isHidden, JobView } from '../views';
import { JobReadModel } from './job-read-model';
import { actsAsAdministrator } from '../../../../platform/auth/guards';

export type MyApplicationView = { id: string; status: ApplicationStatus };

export type JobDetailView = JobView & {
  /** The viewer's own application to this job, if any. */
  myApplication: MyApplicationView | null;
  /** How many posts the poster has made (the About the Client card). */
  clientPostCount: number;
};

/**
 * One post; a hidden one (owner suspended, taken down, held) only for its owner and administrators.
 * A visitor who is not signed in (viewer null) reads it as a member who is neither (decision 0061),
 * without an application of their own, and the poster as everyone may see them.
 */
export class GetJobQuery extends Query<JobDetailView> {
  constructor(
    readonly jobId: string,
    readonly viewer: Pick<Principal, 'id' | 'role' | 'secondFactor'> | null,
  ) {
    super();
  }
}

@QueryHandler(GetJobQuery)
export class GetJobHandler implements IQueryHandler<GetJobQuery> {
  constructor(
    private readonly reads: JobsReadRepository,
    private readonly readModel: JobReadModel,
    private readonly em: EntityManager,
  ) {}

  async execute({ jobId, viewer }: GetJobQuery): Promise<JobDetailView> {
    const row = await this.reads.job(jobId);
    if (!row || (isHidden(row) && (!viewer || (row.client_id !== viewer.id && !actsAsAdministrator(viewer))))) throw new JobNotFound();
    const em = this.em.fork();
    const [[view], mine, clientPostCount] = await Promise.all([
      this.readModel.views([row], viewer ? 'members' : 'visitors'),
      viewer ? em.findOne(Application, { job: jobId, freelancerId: viewer.id }, { fields: ['id', 'status'] }) : null,
      this.reads.countPostsBy(row.client_id),
    ]);
    return { ...view, myApplication: mine ? { id: mine.id, status: mine.status } : null, clientPostCount };
  }
}
