import { toPersonView, type PersonView, type UserSummary } from '../../identity/public';
import type { JobCategory } from '../domain/categories';
import type { ApplicationStatus } from '../domain/application.entity';
import type { JobStatus, JobType } from '../domain/job-post.entity';

export type JobView = {
  id: string;
  clientId: string;
  jobType: JobType;
  title: string;
  description: string;
  category: JobCategory;
  duration: string | null;
  verifiedOnly: boolean;
  status: JobStatus;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  applicationCount: number;
  client: PersonView | null;
};

/** What an application shows of its job. */
export type ApplicationJobView = Pick<JobView, 'id' | 'title' | 'status' | 'jobType' | 'category' | 'clientId'>;

export type ApplicationView = {
  id: string;
  jobId: string;
  freelancerId: string;
  coverLetter: string;
  /** The cover letter under the name the screens use. */
  proposal: string;
  status: ApplicationStatus;
  createdAt: string;
  updatedAt: string;
  job: ApplicationJobView;
  freelancer: PersonView | null;
  /** The contract made from it once accepted; null before (it follows the acceptance a moment later). */
  contractId: string | null;
};

/** A job_posts row as read by the SQL read models. */
export type JobRow = {
  id: string;
  client_id: string;
  job_type: JobType;
  title: string;
  description: string;
  category: JobCategory;
  duration: string | null;
  verified_only: boolean;
  status: JobStatus;
  tags: string[];
  created_at: Date;
  /** created_at as PostgreSQL prints it, to the microsecond: the exact keyset position. */
  created_at_key: string;
  updated_at: Date;
  application_count: number;
};

/** The columns of JobRow, with the application count in one correlated lookup per row. */
export const JOB_ROW_COLUMNS = `j.id, j.client_id, j.job_type, j.title, j.description, j.category, j.duration,
  j.verified_only, j.status, j.tags, j.created_at, j.created_at::text as created_at_key, j.updated_at,
  (select count(*) from applications a where a.job_id = j.id)::int as application_count`;

export function toJobView(row: JobRow, clients: Map<string, UserSummary>): JobView {
  return {
    id: row.id,
    clientId: row.client_id,
    jobType: row.job_type,
    title: row.title,
    description: row.description,
    category: row.category,
    duration: row.duration,
    verifiedOnly: row.verified_only,
    status: row.status,
    tags: row.tags,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    applicationCount: row.application_count,
    client: toPersonView(clients.get(row.client_id)),
  };
}
