import { Command, Query } from '@nestjs/cqrs';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import type { UserView } from './application/user-view';
import type { AppealTokenClaims, SuspensionAppealState } from './domain/appeal-token';
import { reviewAverage } from './domain/review-average';
import type { Amount } from '../../platform/money/money';
export * from './events';

/** Makes the account with this email an administrator. Only the command line sends it. */
export class GrantAdminCommand extends Command<{ userId: string }> {
  constructor(readonly email: string) {
    super();
  }
}

/**
 * Takes the administrator role away from the account with this email: it becomes a client
 * (User.revokeAdmin). Only the command line sends it. IDENTITY.USER_NOT_FOUND for an unknown
 * email, IDENTITY.NOT_AN_ADMINISTRATOR for an account that is not one.
 */
export class RevokeAdminCommand extends Command<{ userId: string }> {
  constructor(readonly email: string) {
    super();
  }
}

/** The password of every demo account (npm start -- --demo). */
export const DEMO_PASSWORD = 'demo-password';

/** Demo accounts (password DEMO_PASSWORD) so a new installation looks lived-in; skips those that exist. */
export class SeedDemoUsersCommand extends Command<{ userIdsByEmail: Record<string, string> }> {}

/** The signed-in user's own view of their account. */
export class GetUserQuery extends Query<UserView> {
  constructor(readonly userId: string) {
    super();
  }
}

/** The whole account of a user, as `GET /api/auth/user` answers it; IDENTITY.USER_NOT_FOUND when there is none. */

export type WorkerCounts = { totalWorkers: number; verifiedWorkers: number };

/** How many freelancers there are, and how many of them are verified. */
export class CountWorkersQuery extends Query<WorkerCounts> {}

/** Accounts, whatever their role; estimated once there are many (see UserCount). */
export class CountUsersQuery extends Query<UserCount> {}

/**
 * Accounts but deleted ones, counted exactly below USER_COUNT_ESTIMATED_FROM; from there on,
 * PostgreSQL's estimate of the accounts table's rows (kept by autovacuum's analyze, deleted
 * accounts included), so the figure costs one catalogue read however many accounts there are.
 */
export type UserCount = { total: number; approximate: boolean };

export const USER_COUNT_ESTIMATED_FROM = 10_000;

/** What other contexts show of a person next to their records. */
export type UserSummary = {
  id: string;
  firstName: string;
  lastName: string;
  username: string | null;
  profileImageUrl: string | null;
  isVerified: boolean;
  trustScore: number | null;
  /** How many published reviews the user received, and the sum of their ratings. */
  reviewCount: number;
  reviewRatingSum: number;
  location: string | null;
  role: 'freelancer' | 'client' | 'admin';
  /** An administrator suspended the account (decision 0035): others show them marked, and no one can write to them. */
  isSuspended: boolean;
  /** Who may read their profile (decision 0061): a visitor who is not signed in sees a members-only person unnamed. */
  profileVisibility: 'everyone' | 'members';
};

/** How every context names a person in what it writes: "First Last". */
export function displayName(person: Pick<UserSummary, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`;
}

/** A page of the public addresses of some kind, and how many there are in all (the sitemap, decision 0061). */
export type PublicAddressPage = { total: number; items: { id: string; updatedAt?: string }[] };

/**
 * The profiles a visitor may read and a search engine may list: shown to everyone, with a username,
 * neither suspended nor deleted, and no administrator's (who administers is not published); by
 * position in the order of their ids.
 */
export class ListPublicProfileAddressesQuery extends Query<PublicAddressPage> {
  constructor(
    readonly offset: number,
    readonly limit: number,
  ) {
    super();
  }
}

/** What a visitor's page of a profile says of it in its head (decision 0061); null when a visitor may not read it. */
export class DescribePublicProfileQuery extends Query<{
  firstName: string;
  lastName: string;
  username: string | null;
  role: 'freelancer' | 'client';
  bio: string | null;
  skills: string[];
} | null> {
  constructor(readonly userId: string) {
    super();
  }
}

/**
 * Summaries of these users, in one query; unknown ids are absent from the map, and with `liveOnly`
 * deleted accounts too (someone one may still write to, as FindLiveAccountsQuery tells).
 */
export class GetUserSummariesQuery extends Query<Map<string, UserSummary>> {
  constructor(
    readonly userIds: readonly string[],
    readonly liveOnly = false,
  ) {
    super();
  }
}

/**
 * A freelancer as saved-search alerts compare them (decision 0073): `listed` while the directory
 * lists them (a freelancer with a username, not suspended, not deleted); `searchVector` is the
 * directory's words of them (name and username, skills, bio: the tsvector's text form).
 */
export type AlertSubjectFreelancer = {
  id: string;
  username: string | null;
  firstName: string;
  lastName: string;
  listed: boolean;
  isVerified: boolean;
  rateCurrency: string | null;
  /** Minor units. */
  rateAmount: number | null;
  languages: string[];
  searchVector: string;
};

/** These users as saved-search alerts compare them; user id → subject, absent when unknown. */
export class GetAlertSubjectFreelancersQuery extends Query<Map<string, AlertSubjectFreelancer>> {
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

/** Whose portfolio item it is; null when there is no such item. */
export class GetPortfolioItemOwnerQuery extends Query<string | null> {
  constructor(readonly itemId: string) {
    super();
  }
}

/** A freelancer as the directory's card shows them (Find Freelancers). */
export type FreelancerCardView = {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  isVerified: boolean;
  trustScore: number | null;
  rating: number | null;
  reviewCount: number;
  bio: string | null;
  location: string | null;
  hourlyRate: Amount | null;
  skills: string[];
  completedJobsCount: number;
};

/**
 * Where a saved freelancer stands (decision 0074): listed in the directory; no longer listed (the
 * account became a client's or has no username); suspended; deleted.
 */
export type FreelancerStanding = 'listed' | 'unlisted' | 'suspended' | 'deleted';

/** A freelancer as someone who saved them may see them: the card only while the directory lists them. */
export type FreelancerCardEntry = { standing: FreelancerStanding; card: FreelancerCardView | null };

/** These accounts as a list of saved freelancers shows them, in one query; absent when there is no such account. */
export class GetFreelancerCardsQuery extends Query<Map<string, FreelancerCardEntry>> {
  constructor(readonly userIds: readonly string[]) {
    super();
  }
}

/** What a feed or a freelancer's search matches posts against: the profile's skills and hourly rate; null for no account or a deleted one. */
export class GetMatchingProfileQuery extends Query<{ skills: string[]; hourlyRate: Amount | null } | null> {
  constructor(readonly userId: string) {
    super();
  }
}

/**
 * Listed freelancers, suspended ones left out and `excludeUserId` too, whose skills share one with
 * `skills` (case-insensitively): best first as the directory orders them, at most `limit`.
 */
export class FindFreelancersWithSkillsQuery extends Query<FreelancerCardView[]> {
  constructor(
    readonly skills: readonly string[],
    readonly excludeUserId: string,
    readonly limit: number,
  ) {
    super();
  }
}

/** The most skills (and languages) a profile lists. */
export const PROFILE_MAX_LIST_ITEMS = 20;

/** What a profile says of its owner, as an administrator judges it (moderation's report context and snapshot). */
export type ProfileContent = {
  firstName: string;
  lastName: string;
  username: string | null;
  bio: string | null;
  /** At most PROFILE_MAX_LIST_ITEMS. */
  skills: string[];
  location: string | null;
  /** Whole units of the rate's currency (the report's copy predates currencies: decision 0070). */
  hourlyRate: number | null;
  profileImageUrl: string | null;
};

/** The profile of this account, whatever its visibility or standing; null for no account or a deleted one. */
export class GetProfileContentQuery extends Query<ProfileContent | null> {
  constructor(readonly userId: string) {
    super();
  }
}

export type { SuspensionAppealState } from './domain/appeal-token';

/**
 * Where the appeal of this suspension stands, null while none was filed: what a suspended user's
 * sign-in refusal tells them (decision 0065). Identity asks; moderation, which stands on identity
 * and keeps the appeals, answers.
 */
export class GetSuspensionAppealQuery extends Query<SuspensionAppealState | null> {
  constructor(readonly actionId: string) {
    super();
  }
}

/**
 * The suspended user and the suspension an appeal token of their sign-in refusal names (decision
 * 0065); null when this server did not sign it, it expired, or the account is no longer suspended
 * by that action.
 */
export class ReadAppealTokenQuery extends Query<AppealTokenClaims | null> {
  constructor(readonly token: string) {
    super();
  }
}

/** Whether a user's identity is verified and when they joined: what their word weighs in others' trust scores. */
export type AccountStanding = { isVerified: boolean; joinedAt: Date };

/** The standing of these users, in one query; unknown ids are absent from the map. */
export class GetAccountStandingsQuery extends Query<Map<string, AccountStanding>> {
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
  /** The average of the person's published reviews (1-5), to one decimal; null without any (decision 0062). */
  rating: number | null;
  /** How many published reviews the person received. */
  reviewCount: number;
  location: string | null;
};

export function toPersonView(summary: UserSummary | undefined): PersonView | null {
  if (!summary) return null;
  const { role: _role, isSuspended: _isSuspended, profileVisibility: _profileVisibility, reviewRatingSum, ...person } = summary;
  return { ...person, rating: reviewAverage(summary.reviewCount, reviewRatingSum) };
}

/**
 * What a visitor who is not signed in sees of a person (decision 0061): null for one who shows to
 * members only (the screens name them neutrally), and never where they are.
 */
export function toVisitorPersonView(summary: UserSummary | undefined): PersonView | null {
  if (summary?.profileVisibility !== 'everyone') return null;
  const person = toPersonView(summary);
  return person && { ...person, location: null };
}

/** How every answer that carries a person documents their trust score, rating and review count. */
export const TRUST_SCORE_PROPERTY: ApiPropertyOptions = {
  type: Number,
  nullable: true,
  minimum: 0,
  maximum: 100,
  description: 'The trust score (GET /api/reviews/{userId}/trust-score explains it); null until something counts. Never shown as stars',
};
export const RATING_PROPERTY: ApiPropertyOptions = {
  type: Number,
  nullable: true,
  minimum: 1,
  maximum: 5,
  description: 'The average rating of the published reviews the person received, to one decimal; null without any',
};
export const REVIEW_COUNT_PROPERTY: ApiPropertyOptions = {
  minimum: 0,
  description: 'How many published reviews the person received (hidden ones do not count)',
};

/** The response shape of PersonView, shared by every context's documents. */
export class PersonResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty() isVerified: boolean;
  @ApiProperty(TRUST_SCORE_PROPERTY) trustScore: number | null;
  @ApiProperty(RATING_PROPERTY) rating: number | null;
  @ApiProperty(REVIEW_COUNT_PROPERTY) reviewCount: number;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
}

/** A party to a record that stays through a suspension (a contract, a review): marked when suspended (decision 0035). */
export type PartyView = PersonView & { isSuspended: boolean };

export function toPartyView(summary: UserSummary | undefined): PartyView | null {
  const person = toPersonView(summary);
  return person && summary ? { ...person, isSuspended: summary.isSuspended } : null;
}

/** The response shape of PartyView. */
export class PartyResponse extends PersonResponse {
  @ApiProperty({ description: 'An administrator suspended the account: the screens mark the party' }) isSuspended: boolean;
}
