import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetUserSummariesQuery } from '../../../identity/public';
import { JOB_ROW_COLUMNS, JobRow, JobView, toJobView } from '../views';
import { readRows } from '../../../../platform/database/read-rows';

/** Reads job rows with SQL and dresses them with their posters, in two queries whatever the count. */
@Injectable()
export class JobReadModel {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async rows(whereAndOrder: string, params: unknown[]): Promise<JobRow[]> {
    return readRows<JobRow>(this.em, `select ${JOB_ROW_COLUMNS} from job_posts j ${whereAndOrder}`, params);
  }

  async views(rows: JobRow[]): Promise<JobView[]> {
    const clients = await this.queryBus.execute(new GetUserSummariesQuery(rows.map((row) => row.client_id)));
    return rows.map((row) => toJobView(row, clients));
  }
}
