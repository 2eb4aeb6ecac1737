import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { everyRow, isoTimestamp } from '../../../../platform/paging/every-row';
import type { JobsTables } from '../../infrastructure/jobs-read-repository';

/** A post of the user's, as their data export lists it. */
export type ExportedJobPost = {
  id: string;
  jobType: 'job_offer' | 'job_seeking';
  title: string;
  description: string;
  category: string;
  duration: string | null;
  verifiedOnly: boolean;
  status: 'open' | 'closed' | 'cancelled';
  tags: string[];
  createdAt: string;
  updatedAt: string;
};

/** Every post the user made, oldest first, read a page at a time as the caller iterates. */
export class ExportJobPostsQuery extends Query<AsyncIterable<ExportedJobPost>> {
  constructor(readonly userId: string) {
    super();
  }
}

/** An application the user sent, as their data export lists it. */
export type ExportedApplication = {
  id: string;
  jobId: string;
  jobTitle: string;
  coverLetter: string;
  status: 'pending' | 'accepted' | 'rejected' | 'withdrawn';
  createdAt: string;
  updatedAt: string;
};

/** Every application the user sent, oldest first, read a page at a time as the caller iterates. */
export class ExportApplicationsQuery extends Query<AsyncIterable<ExportedApplication>> {
  constructor(readonly userId: string) {
    super();
  }
}

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
