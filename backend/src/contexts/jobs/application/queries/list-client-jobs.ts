import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { keysetPage, Page, PageRequest, toKeysetPage } from '../../../../platform/paging/keyset-page';
import { JobView } from '../views';
import { JobReadModel } from './job-read-model';

/** The posts of one user, newest first, whatever their status (My Jobs, the poster's profile), a page at a time. */
export class ListClientJobsQuery extends Query<Page<JobView>> {
  constructor(
    readonly clientId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListClientJobsQuery)
export class ListClientJobsHandler implements IQueryHandler<ListClientJobsQuery> {
  constructor(private readonly readModel: JobReadModel) {}

  async execute({ clientId, page }: ListClientJobsQuery): Promise<Page<JobView>> {
    const keyset = keysetPage(page, { at: 'j.created_at', id: 'j.id' });
    const rows = await this.readModel.rows(`where j.client_id = ? and ${keyset.where} ${keyset.orderAndLimit}`, [
      clientId,
      ...keyset.whereParams,
      ...keyset.limitParams,
    ]);
    const { items, nextCursor } = toKeysetPage(rows, page, (row) => ({ at: row.created_at_key, id: row.id }));
    return { items: await this.readModel.views(items), nextCursor };
  }
}
