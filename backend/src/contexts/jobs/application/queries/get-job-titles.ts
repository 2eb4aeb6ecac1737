import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { readRows } from '../../../../platform/database/read-rows';
import { GetJobTitlesQuery } from '../../public';

@QueryHandler(GetJobTitlesQuery)
export class GetJobTitlesHandler implements IQueryHandler<GetJobTitlesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ jobIds }: GetJobTitlesQuery): Promise<Map<string, string>> {
    if (jobIds.length === 0) return new Map();
    const rows = await readRows<{ id: string; title: string }>(this.em, 'select id, title from job_posts where id = any(?)', [[...jobIds]]);
    return new Map(rows.map((row) => [row.id, row.title]));
  }
}
