import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JobPost } from '../../domain/job-post.entity';
import { GetJobPostOwnerQuery } from '../../public';

@QueryHandler(GetJobPostOwnerQuery)
export class GetJobPostOwnerHandler implements IQueryHandler<GetJobPostOwnerQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ jobId }: GetJobPostOwnerQuery): Promise<string | null> {
    const post = await this.em.fork().findOne(JobPost, { id: jobId }, { fields: ['clientId'] });
    return post?.clientId ?? null;
  }
}
