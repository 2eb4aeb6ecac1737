import { Query } from '@nestjs/cqrs';

export { GrantAdminCommand } from './application/commands/grant-admin';
export { SeedDemoUsersCommand, DEMO_PASSWORD } from './application/commands/seed-demo-users';

export type WorkerCounts = { totalWorkers: number; verifiedWorkers: number };

/** How many freelancers there are, and how many of them are verified. */
export class CountWorkersQuery extends Query<WorkerCounts> {}
