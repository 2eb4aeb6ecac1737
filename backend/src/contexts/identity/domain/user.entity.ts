import { ArrayType } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Amount, Currency } from '../../../platform/money/money';
import { randomUUID } from 'node:crypto';
import {
  AdminRoleIsFixed,
  NotAnAdministrator,
  PictureNotUploaded,
  UsernameAlreadySet,
  UsernameChangeTooSoon,
  UsernameNotSet,
  UsernameUnchanged,
} from './identity-errors';
import { TwoFactorSetUpNotStarted } from './two-factor';
import { nextUsernameChangeAt, Username } from './username';

/**
 * Whether an administrator's suspension (decision 0035) holds at `now`: a timed one is over from its
 * end, before the expiry schedule records it, so nobody stays out longer than decided. The SQL of
 * the reads (identity-read-repository's isSuspended) says the same.
 */
export function suspensionInForce(suspendedAt: Date | null, suspendedUntil: Date | null, now: Date): boolean {
  return suspendedAt !== null && (suspendedUntil === null || suspendedUntil > now);
}

export const USER_ROLES = ['freelancer', 'client', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export type SwitchableRole = Exclude<UserRole, 'admin'>;
export const SWITCHABLE_ROLES = ['freelancer', 'client'] as const satisfies readonly SwitchableRole[];
/** The roles other users may learn: who administers the site is never published (it names whom to phish). */
export const PUBLIC_ROLES = ['freelancer', 'client'] as const;
export type PublicRole = (typeof PUBLIC_ROLES)[number];
/**
 * Who may read the profile (decision 0061): 'everyone', visitors who are not signed in too (the
 * public pages, search engines), or 'members', signed-in users only.
 */
export const PROFILE_VISIBILITIES = ['everyone', 'members'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/** A role as others see it: an administrator shows as a client, the role that works with no freelancer features. */
export function publicRoleOf(role: UserRole): PublicRole {
  return role === 'freelancer' ? 'freelancer' : 'client';
}

@Entity({ tableName: 'users' })
@Index({ name: 'users_role_is_verified_index', properties: ['role', 'isVerified'] })
// The directory's best order (decision 0075); rank_score is a generated column of the table (see
// the freelancer rank migration), not mapped here.
@Index({
  name: 'users_freelancer_rank_index',
  expression:
    'create index "users_freelancer_rank_index" on "users" ("rank_score" desc, "id") where "role" = \'freelancer\' and "username" is not null',
})
// The best-ranked newcomers, for the first page's reserved slots.
@Index({
  name: 'users_freelancer_newcomer_rank_index',
  expression:
    'create index "users_freelancer_newcomer_rank_index" on "users" ("rank_score" desc, "id") where "role" = \'freelancer\' and "username" is not null and "newcomer"',
})
// The dashboard's feed: freelancers sharing a skill with a client's post, whatever its case (decision 0074).
@Index({
  name: 'users_freelancer_skills_index',
  expression:
    'create index "users_freelancer_skills_index" on "users" using gin (lower_text_array("skills")) where "role" = \'freelancer\' and "username" is not null',
})
// The languages filter: every named language, whatever its case.
@Index({
  name: 'users_freelancer_languages_index',
  expression:
    'create index "users_freelancer_languages_index" on "users" using gin (user_languages_key("languages")) where "role" = \'freelancer\' and "username" is not null',
})
// The administrators' people search and its newest-first pages (decision 0036).
@Index({
  name: 'users_admin_search_index',
  expression: `create index "users_admin_search_index" on "users" using gin (("first_name" || ' ' || "last_name" || ' ' || coalesce("username", '') || ' ' || "email") gin_trgm_ops)`,
})
@Index({ name: 'users_created_at_index', properties: ['createdAt', 'id'] })
// The freelancer directory's search (decision 0037); search_vector is a generated column of the
// table (see the freelancer search migration), not mapped here.
@Index({
  name: 'users_freelancer_search_index',
  expression:
    'create index "users_freelancer_search_index" on "users" using gin ("search_vector") where "role" = \'freelancer\' and "username" is not null',
})
// The directory's rate orders (decision 0070), none last either way.
@Index({
  name: 'users_freelancer_rate_low_index',
  expression:
    'create index "users_freelancer_rate_low_index" on "users" ((coalesce("hourly_rate_amount", 2147483647)), "id") where "role" = \'freelancer\' and "username" is not null',
})
@Index({
  name: 'users_freelancer_rate_high_index',
  expression:
    'create index "users_freelancer_rate_high_index" on "users" ((coalesce("hourly_rate_amount", -1)) desc, "id") where "role" = \'freelancer\' and "username" is not null',
})
@Check({
  name: 'users_hourly_rate_check',
  expression: '("hourly_rate_currency" is null) = ("hourly_rate_amount" is null) and "hourly_rate_amount" > 0',
})
@Check({ name: 'users_trust_score_check', expression: 'trust_score >= 0 and trust_score <= 100' })
// Two-factor sign-in is on exactly when there is a secret (decision 0034).
@Check({ name: 'users_two_factor_check', expression: '("totp_secret" is null) = ("two_factor_enabled_at" is null)' })
@Check({ name: 'users_suspension_check', expression: '("suspended_at" is null) = ("suspension_action_id" is null)' })
export class User {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text', nullable: true, unique: 'users_username_unique' })
  username: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  usernameLastChanged: Date | null = null;

  @Property({ type: 'text' })
  firstName: string;

  @Property({ type: 'text' })
  lastName: string;

  /** Stored lowercased; unique. */
  @Property({ type: 'text', unique: 'users_email_unique' })
  email: string;

  @Property({ type: 'text', hidden: true, lazy: true })
  passwordHash: string;

  @Property({ type: 'text', nullable: true })
  profileImageUrl: string | null = null;

  @Enum({ items: [...USER_ROLES] })
  role: UserRole = 'freelancer';

  @Property({ type: 'boolean' })
  isVerified = false;

  /** 0-100; null until there is anything to score. */
  @Property({ type: 'smallint', nullable: true })
  trustScore: number | null = null;

  /** The reviews context's version of the score held in trustScore: an older one never overwrites it. */
  @Property({ type: 'integer', default: 0 })
  trustScoreVersion = 0;

  /** How many published reviews the user received; kept from the reviews context's events. */
  @Property({ type: 'integer', default: 0 })
  reviewCount = 0;

  /** The sum of those reviews' ratings (1-5 each): with reviewCount, the average every screen shows. */
  @Property({ type: 'integer', default: 0 })
  reviewRatingSum = 0;

  @Property({ type: 'text', nullable: true })
  bio: string | null = null;

  @Property({ type: 'text', nullable: true })
  location: string | null = null;

  /** The freelancer's hourly rate (decision 0070), in minor units of its currency; both or neither. */
  @Property({ type: 'text', nullable: true })
  hourlyRateCurrency: Currency | null = null;

  @Property({ type: 'integer', nullable: true })
  hourlyRateAmount: number | null = null;

  get hourlyRate(): Amount | null {
    return this.hourlyRateCurrency === null || this.hourlyRateAmount === null
      ? null
      : { currency: this.hourlyRateCurrency, amount: this.hourlyRateAmount };
  }

  set hourlyRate(rate: Amount | null) {
    this.hourlyRateCurrency = rate?.currency ?? null;
    this.hourlyRateAmount = rate?.amount ?? null;
  }

  @Property({ type: ArrayType, columnType: 'text[]' })
  skills: string[] = [];

  @Property({ type: ArrayType, columnType: 'text[]' })
  languages: string[] = [];

  /** New accounts are public; accounts made before the public pages stay members-only until their owner says otherwise (decision 0061). */
  @Enum({ items: [...PROFILE_VISIBILITIES], default: 'everyone' })
  profileVisibility: ProfileVisibility = 'everyone';

  /** Contracts completed as the freelancer; kept from contracting's ContractCompleted events. */
  @Property({ type: 'integer' })
  completedJobsCount = 0;

  /** Contracts completed as the client (hires that ended in completed work); kept from the same events. */
  @Property({ type: 'integer', default: 0 })
  completedHiresCount = 0;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  /**
   * True for an account's first 30 days, and briefly after (a schedule clears it): narrows the
   * directory's newcomer slots to an index (decision 0075); the age itself decides.
   */
  @Property({ type: 'boolean', default: true })
  newcomer = true;

  /** When the user proved they receive mail at `email`; null until then, and posting, applying and messaging wait for it. */
  @Property({ type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null = null;

  /** Set when the account was deleted: what others rely on stays, anonymised (decision 0031). */
  @Property({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;

  /** The authenticator secret of two-factor sign-in, sealed (sealTotpSecret); null while it is off (decision 0034). */
  @Property({ type: 'text', nullable: true, hidden: true, lazy: true })
  totpSecret: string | null = null;

  /** A secret shown for enrolment and not confirmed by a code yet, sealed; the factor in use stays until it is. */
  @Property({ type: 'text', nullable: true, hidden: true, lazy: true })
  totpPendingSecret: string | null = null;

  /** When two-factor sign-in was turned on (or last set up again); null while it is off. */
  @Property({ type: 'timestamptz', nullable: true })
  twoFactorEnabledAt: Date | null = null;

  /** The last time step a code was accepted for: that code, and every older one, is never accepted again. */
  @Property({ type: 'integer', nullable: true, hidden: true })
  totpLastTimeStep: number | null = null;

  /** When an administrator suspended the account; null while it is not (decision 0035). */
  @Property({ type: 'timestamptz', nullable: true })
  suspendedAt: Date | null = null;

  /** When a timed suspension ends; null for one until lifted. */
  @Property({ type: 'timestamptz', nullable: true })
  suspendedUntil: Date | null = null;

  @Property({ type: 'text', nullable: true })
  suspensionReason: string | null = null;

  /** Moderation's enforcement action in force: only its own lift clears the suspension. */
  @Property({ type: 'uuid', nullable: true })
  suspensionActionId: string | null = null;

  constructor(props: { email: string; passwordHash: string; firstName: string; lastName: string; role?: SwitchableRole }) {
    this.email = props.email.trim().toLowerCase();
    this.passwordHash = props.passwordHash;
    this.firstName = props.firstName.trim();
    this.lastName = props.lastName.trim();
    if (props.role) this.role = props.role;
  }

  /** First choice of a username; does not start the weekly change limit. */
  setUpUsername(username: Username): void {
    if (this.username) throw new UsernameAlreadySet();
    this.username = username.value;
  }

  changeUsername(username: Username, now: Date): void {
    if (!this.username) throw new UsernameNotSet();
    if (username.value === this.username) throw new UsernameUnchanged();
    const allowedAt = this.nextUsernameChangeAt();
    if (allowedAt && allowedAt > now) throw new UsernameChangeTooSoon(allowedAt);
    this.username = username.value;
    this.usernameLastChanged = now;
  }

  nextUsernameChangeAt(): Date | null {
    return nextUsernameChangeAt(this.usernameLastChanged);
  }

  switchRole(role: SwitchableRole): void {
    if (this.role === 'admin') throw new AdminRoleIsFixed();
    this.role = role;
  }

  grantAdmin(): void {
    this.role = 'admin';
  }

  /**
   * Takes the administrator role away. The account becomes a client: the role it had before
   * grantAdmin is not recorded, and client is the one an administrator already shows as to others
   * (publicRoleOf); its owner can switch to freelancer from there.
   */
  revokeAdmin(): void {
    if (this.role !== 'admin') throw new NotAnAdministrator();
    this.role = 'client';
  }

  /** The user opened a link sent to their address; the first time counts. */
  confirmEmail(now: Date): void {
    this.emailVerifiedAt ??= now;
  }

  /**
   * A new password set through a reset link, which proves the address. On an account that had
   * never proven it, whoever signed up may not be the address's owner, so what they set that would
   * bind the owner goes: the second factor (the owner has no code for it) and the username (whose
   * change waits for days). Says whether the account had not proven its address.
   */
  resetThroughAddress(passwordHash: string, now: Date): { wasUnproven: boolean } {
    const wasUnproven = this.emailVerifiedAt === null;
    if (wasUnproven) {
      this.disableTwoFactor();
      this.username = null;
      this.usernameLastChanged = null;
    }
    this.passwordHash = passwordHash;
    this.confirmEmail(now);
    return { wasUnproven };
  }

  /**
   * The owner undid a move of the account away from their address, with the link the notice of the
   * move sent there: the account returns to it under a new password, and a second factor goes too,
   * as whoever moved it may have set it up (the owner sets it up again).
   */
  undoEmailChange(email: string, passwordHash: string, now: Date): void {
    this.moveToEmail(email, now);
    this.passwordHash = passwordHash;
    this.disableTwoFactor();
  }

  /** Moves the account to an address the user proved by opening a link sent to it. */
  moveToEmail(email: string, now: Date): void {
    this.email = email.trim().toLowerCase();
    this.emailVerifiedAt = now;
  }

  /** The editable profile; the picture changes only through an upload (setProfileImage) or is removed. */
  updateProfile(profile: ProfileDetails): void {
    if (profile.profileImageUrl !== undefined && profile.profileImageUrl !== null && profile.profileImageUrl !== this.profileImageUrl) {
      throw new PictureNotUploaded();
    }
    this.firstName = profile.firstName;
    this.lastName = profile.lastName;
    if (profile.bio !== undefined) this.bio = profile.bio;
    if (profile.location !== undefined) this.location = profile.location;
    if (profile.hourlyRate !== undefined) this.hourlyRate = profile.hourlyRate;
    if (profile.skills !== undefined) this.skills = profile.skills;
    if (profile.languages !== undefined) this.languages = profile.languages;
    if (profile.profileVisibility !== undefined) this.profileVisibility = profile.profileVisibility;
    if (profile.profileImageUrl === null) this.profileImageUrl = null;
  }

  /** A picture published by the upload flow (never a URL a client sent). */
  changePicture(url: string): void {
    this.profileImageUrl = url;
  }

  /** An administrator's suspension (decision 0035); a later one replaces an earlier one. */
  suspend(actionId: string, reason: string, at: Date, until: Date | null): void {
    this.suspendedAt = at;
    this.suspendedUntil = until;
    this.suspensionReason = reason;
    this.suspensionActionId = actionId;
  }

  /** Ends the suspension of this action; one that another action replaced stays. Says whether it ended. */
  liftSuspension(actionId: string): boolean {
    if (this.suspensionActionId !== actionId) return false;
    this.suspendedAt = null;
    this.suspendedUntil = null;
    this.suspensionReason = null;
    this.suspensionActionId = null;
    return true;
  }

  /** Whether the suspension is in force at `now` (suspensionInForce). */
  isSuspendedAt(now: Date): boolean {
    return suspensionInForce(this.suspendedAt, this.suspendedUntil, now);
  }

  get twoFactorEnabled(): boolean {
    return this.twoFactorEnabledAt !== null;
  }

  /** A new secret waits for its first code; the factor in use (if any) keeps working until then. */
  startTwoFactorEnrolment(sealedSecret: string): void {
    this.totpPendingSecret = sealedSecret;
  }

  /**
   * The waiting secret becomes the factor, its first code's time step used up. Says whether it
   * replaced one (a re-enrolment).
   */
  enableTwoFactor(now: Date, usedTimeStep: number): { reEnrolled: boolean } {
    if (!this.totpPendingSecret) throw new TwoFactorSetUpNotStarted();
    const reEnrolled = this.twoFactorEnabled;
    this.totpSecret = this.totpPendingSecret;
    this.totpPendingSecret = null;
    this.twoFactorEnabledAt = now;
    this.totpLastTimeStep = usedTimeStep;
    return { reEnrolled };
  }

  /** Off: the secret, a waiting one and the used time steps go. */
  disableTwoFactor(): void {
    this.totpSecret = null;
    this.totpPendingSecret = null;
    this.twoFactorEnabledAt = null;
    this.totpLastTimeStep = null;
  }
}

/** What PATCH /api/users/profile may change; an absent optional field stays as it is. */
export type ProfileDetails = {
  firstName: string;
  lastName: string;
  bio?: string | null;
  location?: string | null;
  hourlyRate?: Amount | null;
  skills?: string[];
  languages?: string[];
  profileVisibility?: ProfileVisibility;
  /** The current picture (no change) or null (remove it); a new one comes from an upload. */
  profileImageUrl?: string | null;
};
