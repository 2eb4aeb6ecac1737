import { Query } from '@nestjs/cqrs';

export { GrantAdminCommand } from './application/commands/grant-admin';
export { SeedDemoUsersCommand, DEMO_PASSWORD } from './application/commands/seed-demo-users';

export type WorkerCounts = { totalWorkers: number; verifiedWorkers: number };

/** How many freelancers there are, and how many of them are verified. */
export class CountWorkersQuery extends Query<WorkerCounts> {}

/** What other contexts show of a person next to their records. */
export type UserSummary = {
  id: string;
  firstName: string;
  lastName: string;
  username: string | null;
  profileImageUrl: string | null;
  isVerified: boolean;
  trustScore: number | null;
  location: string | null;
  role: 'freelancer' | 'client' | 'admin';
};

/** Summaries of these users, in one query; unknown ids are absent from the map. */
export class GetUserSummariesQuery extends Query<Map<string, UserSummary>> {
  constructor(readonly userIds: readonly string[]) {
    super();
  }
}
