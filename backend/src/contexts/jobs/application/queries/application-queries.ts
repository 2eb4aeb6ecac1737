import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetUserSummariesQuery } from '../../../identity/public';
import { Application } from '../../domain/application.entity';
import { JobPost } from '../../domain/job-post.entity';
import { ApplicationNotFound, JobNotFound, NotJobOwner } from '../../domain/jobs-errors';
import { toPersonView } from '../../../identity/public';
import { ApplicationView } from '../views';

/** A freelancer's own applications, newest first. */
export class ListMyApplicationsQuery extends Query<ApplicationView[]> {
  constructor(readonly freelancerId: string) {
    super();
  }
}

/** The applications to one job, for its owner only; pending first, then newest. */
export class ListJobApplicationsQuery extends Query<ApplicationView[]> {
  constructor(
    readonly jobId: string,
    readonly viewerId: string,
  ) {
    super();
  }
}

/** One application, for its applicant or the job's owner. */
export class GetApplicationQuery extends Query<ApplicationView> {
  constructor(
    readonly applicationId: string,
    readonly viewerId: string,
  ) {
    super();
  }
}

async function toViews(queryBus: QueryBus, applications: Application[]): Promise<ApplicationView[]> {
  const people = await queryBus.execute(new GetUserSummariesQuery(applications.map((application) => application.freelancerId)));
  return applications.map((application) => ({
    id: application.id,
    jobId: application.job.id,
    freelancerId: application.freelancerId,
    coverLetter: application.coverLetter,
    proposal: application.coverLetter,
    status: application.status,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    job: {
      id: application.job.id,
      title: application.job.title,
      status: application.job.status,
      jobType: application.job.jobType,
      category: application.job.category,
      clientId: application.job.clientId,
    },
    freelancer: toPersonView(people.get(application.freelancerId)),
  }));
}

@QueryHandler(ListMyApplicationsQuery)
export class ListMyApplicationsHandler implements IQueryHandler<ListMyApplicationsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ freelancerId }: ListMyApplicationsQuery): Promise<ApplicationView[]> {
    const applications = await this.em
      .fork()
      .find(Application, { freelancerId }, { populate: ['job'], orderBy: { createdAt: 'desc', id: 'desc' } });
    return toViews(this.queryBus, applications);
  }
}

@QueryHandler(ListJobApplicationsQuery)
export class ListJobApplicationsHandler implements IQueryHandler<ListJobApplicationsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ jobId, viewerId }: ListJobApplicationsQuery): Promise<ApplicationView[]> {
    const em = this.em.fork();
    const job = await em.findOne(JobPost, { id: jobId });
    if (!job) throw new JobNotFound();
    job.assertOwner(viewerId);
    const applications = await em.find(Application, { job }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const pendingFirst = [...applications].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));
    return toViews(this.queryBus, pendingFirst);
  }
}

@QueryHandler(GetApplicationQuery)
export class GetApplicationHandler implements IQueryHandler<GetApplicationQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ applicationId, viewerId }: GetApplicationQuery): Promise<ApplicationView> {
    const application = await this.em.fork().findOne(Application, { id: applicationId }, { populate: ['job'] });
    if (!application) throw new ApplicationNotFound();
    if (application.freelancerId !== viewerId && !application.job.isOwnedBy(viewerId)) throw new NotJobOwner();
    const [view] = await toViews(this.queryBus, [application]);
    return view;
  }
}
