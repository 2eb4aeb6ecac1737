import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JobPost } from '../../domain/job-post.entity';
import { GetJobPostContentQuery, JobPostContent } from '../../public';

@QueryHandler(GetJobPostContentQuery)
export class GetJobPostContentHandler implements IQueryHandler<GetJobPostContentQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ jobId }: GetJobPostContentQuery): Promise<JobPostContent | null> {
    const post = await this.em
      .fork()
      .findOne(
        JobPost,
        { id: jobId },
        { fields: ['jobType', 'title', 'description', 'category', 'duration', 'tags', 'status', 'takenDownAt'] },
      );
    if (!post) return null;
    const { jobType, title, description, category, duration, tags, status, takenDownAt } = post;
    return { jobType, title, description, category, duration, tags: [...tags], status, takenDown: takenDownAt !== null };
  }
}
