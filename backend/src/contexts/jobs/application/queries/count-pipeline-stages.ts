import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { PipelineStage } from '../../domain/application.entity';
import { JobPost } from '../../domain/job-post.entity';
import { JobNotFound } from '../../domain/jobs-errors';
import { JobsReadRepository } from '../../infrastructure/jobs-read-repository';

/** How many proposals to one job stand at each stage of its owner's pipeline; for the owner only. */
export class CountPipelineStagesQuery extends Query<Record<PipelineStage, number>> {
  constructor(
    readonly jobId: string,
    readonly viewerId: string,
  ) {
    super();
  }
}

@QueryHandler(CountPipelineStagesQuery)
export class CountPipelineStagesHandler implements IQueryHandler<CountPipelineStagesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: JobsReadRepository,
  ) {}

  async execute({ jobId, viewerId }: CountPipelineStagesQuery): Promise<Record<PipelineStage, number>> {
    const job = await this.em.fork().findOne(JobPost, { id: jobId });
    if (!job) throw new JobNotFound();
    job.assertOwner(viewerId);
    return this.reads.pipelineCounts(jobId);
  }
}
