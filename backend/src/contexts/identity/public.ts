import { Query } from '@nestjs/cqrs';
import { ApiProperty } from '@nestjs/swagger';
import { IntegrationEvent, IntegrationEventType } from '../../platform/outbox/integration-event';

export { GrantAdminCommand } from './application/commands/grant-admin';
export { SeedDemoUsersCommand, DEMO_PASSWORD } from './application/commands/seed-demo-users';

export type WorkerCounts = { totalWorkers: number; verifiedWorkers: number };

/** How many freelancers there are, and how many of them are verified. */
export class CountWorkersQuery extends Query<WorkerCounts> {}

/** Every account, whatever its role. */
export class CountUsersQuery extends Query<number> {}

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

/** Which of these users have an account that was not deleted: someone one may still write to. */
export class FindLiveAccountsQuery extends Query<Set<string>> {
  constructor(readonly userIds: readonly string[]) {
    super();
  }
}

/** Where and how to email a user: their address, whether they proved it, and the name to greet. */
export type EmailRecipient = { id: string; email: string; firstName: string; emailVerified: boolean };

/**
 * The email recipients among these users, in one query; deleted accounts and unknown ids are
 * absent. Notification emails go only to proven addresses (emailVerified): an address nobody
 * proved may belong to someone who never signed up.
 */
export class GetEmailRecipientsQuery extends Query<Map<string, EmailRecipient>> {
  constructor(readonly userIds: readonly string[]) {
    super();
  }
}

/** A person as every context shows them next to its records (never their email). */
export type PersonView = {
  id: string;
  firstName: string;
  lastName: string;
  username: string | null;
  profileImageUrl: string | null;
  isVerified: boolean;
  trustScore: number | null;
  /** trustScore / 20, on the 0-5 scale of ratings; null without a score. */
  rating: number | null;
  location: string | null;
};

export function toPersonView(summary: UserSummary | undefined): PersonView | null {
  if (!summary) return null;
  const { role: _role, ...person } = summary;
  return { ...person, rating: summary.trustScore === null ? null : summary.trustScore / 20 };
}

/** The response shape of PersonView, shared by every context's documents. */
export class PersonResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty() isVerified: boolean;
  @ApiProperty({ type: Number, nullable: true }) trustScore: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'trustScore / 20 (0-5)' }) rating: number | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
}

/**
 * The user deleted their account: identity anonymised the user row in the same transaction, and
 * every context removes or keeps what it holds of them by the rules of decision 0031.
 */
@IntegrationEventType('identity.account_deleted')
export class AccountDeleted extends IntegrationEvent {
  constructor(readonly userId: string) {
    super();
  }
}
