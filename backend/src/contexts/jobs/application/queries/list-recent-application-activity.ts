import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JobsReadRepository } from '../../infrastructure/jobs-read-repository';
import { ApplicationActivity, ListRecentApplicationActivityQuery } from '../../public';

@QueryHandler(ListRecentApplicationActivityQuery)
export class ListRecentApplicationActivityHandler implements IQueryHandler<ListRecentApplicationActivityQuery> {
  constructor(private readonly reads: JobsReadRepository) {}

  async execute({ userId, limit }: ListRecentApplicationActivityQuery): Promise<ApplicationActivity[]> {
    const rows = await this.reads.recentApplicationActivity(userId, limit);
    return rows.map((row) => ({ ...row, at: new Date(row.at) }));
  }
}
