import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { FindContractsOfApplicationsQuery } from '../../../contracting/public';
import { GetUserSummariesQuery } from '../../../identity/public';
import { Application } from '../../domain/application.entity';
import { JobPost } from '../../domain/job-post.entity';
import { ApplicationNotFound, JobNotFound, NotJobOwner } from '../../domain/jobs-errors';
import { JobsReadRepository } from '../../infrastructure/jobs-read-repository';
import { toPersonView } from '../../../identity/public';
import { ApplicationView } from '../views';

/** A freelancer's own applications, newest first, a page at a time. */
export class ListMyApplicationsQuery extends Query<Page<ApplicationView>> {
  constructor(
    readonly freelancerId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

/** The applications to one job, for its owner only; pending first, then newest, a page at a time. */
export class ListJobApplicationsQuery extends Query<Page<ApplicationView>> {
  constructor(
    readonly jobId: string,
    readonly viewerId: string,
    readonly page: PageRequest,
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

/** What an applicant reads in place of the title of a post hidden from them (taken down, or its owner suspended). */
export const HIDDEN_POST_TITLE = 'This post is no longer available';

/** The applications as `viewerId` sees them: the title of a post hidden from them is not shown. */
async function toViews(queryBus: QueryBus, applications: Application[], viewerId: string): Promise<ApplicationView[]> {
  const accepted = applications.filter((application) => application.status === 'accepted').map((application) => application.id);
  const [people, contracts] = await Promise.all([
    queryBus.execute(new GetUserSummariesQuery(applications.map((application) => application.freelancerId))),
    queryBus.execute(new FindContractsOfApplicationsQuery(accepted)),
  ]);
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
      title: application.job.isHiddenFrom(viewerId) ? HIDDEN_POST_TITLE : application.job.title,
      status: application.job.status,
      jobType: application.job.jobType,
      category: application.job.category,
      clientId: application.job.clientId,
    },
    freelancer: toPersonView(people.get(application.freelancerId)),
    contractId: contracts.get(application.id) ?? null,
  }));
}

@QueryHandler(ListMyApplicationsQuery)
export class ListMyApplicationsHandler implements IQueryHandler<ListMyApplicationsQuery> {
  constructor(
    private readonly reads: JobsReadRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ freelancerId, page }: ListMyApplicationsQuery): Promise<Page<ApplicationView>> {
    const { items, nextCursor } = await this.reads.applicationsOfFreelancerPage(freelancerId, page);
    return { items: await toViews(this.queryBus, items, freelancerId), nextCursor };
  }
}

@QueryHandler(ListJobApplicationsQuery)
export class ListJobApplicationsHandler implements IQueryHandler<ListJobApplicationsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: JobsReadRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ jobId, viewerId, page }: ListJobApplicationsQuery): Promise<Page<ApplicationView>> {
    const job = await this.em.fork().findOne(JobPost, { id: jobId });
    if (!job) throw new JobNotFound();
    job.assertOwner(viewerId);
    const { items, nextCursor } = await this.reads.applicationsToJobPage(jobId, page);
    return { items: await toViews(this.queryBus, items, viewerId), nextCursor };
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
    const [view] = await toViews(this.queryBus, [application], viewerId);
    return view;
  }
}
