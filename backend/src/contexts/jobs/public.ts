import { Command, Query } from '@nestjs/cqrs';

export { JOB_CATEGORIES } from './domain/categories';
export * from './events';
export type { JobCategory } from './domain/categories';

/** Job offers ever posted, whatever their status: the landing page's "Opportunities Posted". */
export class CountPostedJobsQuery extends Query<number> {}

/**
 * For a freelancer: their applications still pending. For anyone else: the pending applications
 * on the jobs they posted.
 */
export class CountPendingApplicationsQuery extends Query<number> {
  constructor(
    readonly userId: string,
    readonly role: 'freelancer' | 'client' | 'admin',
  ) {
    super();
  }
}

export type ApplicationActivity = {
  applicationId: string;
  jobId: string;
  jobTitle: string;
  status: 'pending' | 'accepted' | 'rejected' | 'withdrawn';
  /** sent: the user applied; received: someone applied to the user's job. */
  direction: 'sent' | 'received';
  freelancerId: string;
  /** When it was submitted or last decided. */
  at: Date;
};

/** The user's latest applications, sent and received, newest change first. */
export class ListRecentApplicationActivityQuery extends Query<ApplicationActivity[]> {
  constructor(
    readonly userId: string,
    readonly limit: number,
  ) {
    super();
  }
}

/** Whether the post exists (an offer or an availability post, any status): every signed-in user may open it. */
export class JobPostExistsQuery extends Query<boolean> {
  constructor(readonly jobId: string) {
    super();
  }
}

/** Who posted it (an offer or an availability post, any status); null when there is no such post. */
export class GetJobPostOwnerQuery extends Query<string | null> {
  constructor(readonly jobId: string) {
    super();
  }
}

/** The titles of these posts (offers or availability posts, any status): post id → title; absent when gone. */
export class GetJobTitlesQuery extends Query<Map<string, string>> {
  constructor(readonly jobIds: readonly string[]) {
    super();
  }
}

/** Demo job offers, availability posts and applications for the demo users (by email). */
export class SeedDemoJobsCommand extends Command<void> {
  constructor(readonly userIdsByEmail: Record<string, string>) {
    super();
  }
}
