import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetUserSummariesQuery } from '../../../identity/public';
import { JobAudience, JobRow, JobView, toJobView } from '../views';

/** Dresses job rows with their posters, in one query whatever the count. */
@Injectable()
export class JobReadModel {
  constructor(private readonly queryBus: QueryBus) {}

  async views(rows: JobRow[], audience: JobAudience = 'members'): Promise<JobView[]> {
    const clients = await this.queryBus.execute(new GetUserSummariesQuery(rows.map((row) => row.client_id)));
    return rows.map((row) => toJobView(row, clients, audience));
  }
}
