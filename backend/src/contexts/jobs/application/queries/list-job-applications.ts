import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import type { PipelineStage } from '../../domain/application.entity';
import { JobPost } from '../../domain/job-post.entity';
import { JobNotFound } from '../../domain/jobs-errors';
import { JobsReadRepository } from '../../infrastructure/jobs-read-repository';
import { Attachments } from '../../../../platform/attachments/public';
import { toViews } from '../application-view';
import { ApplicationView } from '../views';

/** The applications to one job, for its owner only, at one stage of the pipeline when asked; pending first, then newest, a page at a time. */
export class ListJobApplicationsQuery extends Query<Page<ApplicationView>> {
  constructor(
    readonly jobId: string,
    readonly viewerId: string,
    readonly page: PageRequest,
    readonly stage?: PipelineStage,
  ) {
    super();
  }
}

@QueryHandler(ListJobApplicationsQuery)
export class ListJobApplicationsHandler implements IQueryHandler<ListJobApplicationsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: JobsReadRepository,
    private readonly queryBus: QueryBus,
    private readonly attachments: Attachments,
  ) {}

  async execute({ jobId, viewerId, page, stage }: ListJobApplicationsQuery): Promise<Page<ApplicationView>> {
    const job = await this.em.fork().findOne(JobPost, { id: jobId });
    if (!job) throw new JobNotFound();
    job.assertOwner(viewerId);
    const { items, nextCursor } = await this.reads.applicationsToJobPage(jobId, page, stage);
    return { items: await toViews(this.queryBus, this.attachments, items, viewerId), nextCursor };
  }
}
