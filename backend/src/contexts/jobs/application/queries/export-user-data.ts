import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { everyRow, isoTimestamp } from '../../../../platform/paging/every-row';
import type { JobsTables } from '../../infrastructure/jobs-read-repository';
import { ExportApplicationsQuery, ExportedApplication, ExportedJobPost, ExportJobPostsQuery } from '../../public';

@QueryHandler(ExportJobPostsQuery)
export class ExportJobPostsHandler implements IQueryHandler<ExportJobPostsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ExportJobPostsQuery): Promise<AsyncIterable<ExportedJobPost>> {
    return everyRow(
      this.em
        .getKysely<JobsTables>()
        .selectFrom('job_posts')
        .select([
          'id',
          'job_type as jobType',
          'title',
          'description',
          'category',
          'duration',
          'verified_only as verifiedOnly',
          'status',
          'tags',
          'created_at as createdAt',
          'updated_at as updatedAt',
        ])
        .where('client_id', '=', userId)
        .$narrowType<Pick<ExportedJobPost, 'jobType' | 'status'>>(),
      (eb) => ({ at: eb.ref('created_at'), id: eb.ref('id') }),
      (row) => ({ at: row.createdAt, id: row.id }),
      (row) => ({ ...row, createdAt: isoTimestamp(row.createdAt), updatedAt: isoTimestamp(row.updatedAt) }),
    );
  }
}

@QueryHandler(ExportApplicationsQuery)
export class ExportApplicationsHandler implements IQueryHandler<ExportApplicationsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ExportApplicationsQuery): Promise<AsyncIterable<ExportedApplication>> {
    return everyRow(
      this.em
        .getKysely<JobsTables>()
        .selectFrom('applications as a')
        .innerJoin('job_posts as j', 'j.id', 'a.job_id')
        .select([
          'a.id',
          'a.job_id as jobId',
          'j.title as jobTitle',
          'a.cover_letter as coverLetter',
          'a.status',
          'a.created_at as createdAt',
          'a.updated_at as updatedAt',
        ])
        .where('a.freelancer_id', '=', userId)
        .$narrowType<Pick<ExportedApplication, 'status'>>(),
      (eb) => ({ at: eb.ref('a.created_at'), id: eb.ref('a.id') }),
      (row) => ({ at: row.createdAt, id: row.id }),
      (row) => ({ ...row, createdAt: isoTimestamp(row.createdAt), updatedAt: isoTimestamp(row.updatedAt) }),
    );
  }
}
