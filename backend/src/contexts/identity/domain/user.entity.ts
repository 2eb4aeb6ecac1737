import { ArrayType, DecimalType } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import {
  AdminRoleIsFixed,
  PictureNotUploaded,
  UsernameAlreadySet,
  UsernameChangeTooSoon,
  UsernameNotSet,
  UsernameUnchanged,
} from './identity-errors';
import { nextUsernameChangeAt, Username } from './username';

export const USER_ROLES = ['freelancer', 'client', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export type SwitchableRole = Exclude<UserRole, 'admin'>;
/** The roles other users may learn: who administers the site is never published (it names whom to phish). */
export const PUBLIC_ROLES = ['freelancer', 'client'] as const;
export type PublicRole = (typeof PUBLIC_ROLES)[number];

/** A role as others see it: an administrator shows as a client, the role that works with no freelancer features. */
export function publicRoleOf(role: UserRole): PublicRole {
  return role === 'freelancer' ? 'freelancer' : 'client';
}

@Entity({ tableName: 'users' })
@Index({ name: 'users_role_is_verified_index', properties: ['role', 'isVerified'] })
@Index({
  name: 'users_freelancer_directory_index',
  expression:
    'create index "users_freelancer_directory_index" on "users" ((coalesce("trust_score", -1)) desc, "completed_jobs_count" desc, "id") where "role" = \'freelancer\' and "username" is not null',
})
@Check({ name: 'users_trust_score_check', expression: 'trust_score >= 0 and trust_score <= 100' })
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

  @Property({ type: 'text', nullable: true })
  bio: string | null = null;

  @Property({ type: 'text', nullable: true })
  location: string | null = null;

  @Property({ type: new DecimalType('number'), precision: 10, scale: 2, nullable: true })
  hourlyRate: number | null = null;

  @Property({ type: ArrayType, columnType: 'text[]' })
  skills: string[] = [];

  @Property({ type: ArrayType, columnType: 'text[]' })
  languages: string[] = [];

  @Property({ type: 'integer' })
  completedJobsCount = 0;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  /** When the user proved they receive mail at `email`; null until then, and posting, applying and messaging wait for it. */
  @Property({ type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null = null;

  /** Set when the account was deleted: what others rely on stays, anonymised (decision 0031). */
  @Property({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;

  constructor(props: { email: string; passwordHash: string; firstName: string; lastName: string }) {
    this.email = props.email.trim().toLowerCase();
    this.passwordHash = props.passwordHash;
    this.firstName = props.firstName.trim();
    this.lastName = props.lastName.trim();
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

  /** The user opened a link sent to their address; the first time counts. */
  confirmEmail(now: Date): void {
    this.emailVerifiedAt ??= now;
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
    if (profile.profileImageUrl === null) this.profileImageUrl = null;
  }

  /** A picture published by the upload flow (never a URL a client sent). */
  changePicture(url: string): void {
    this.profileImageUrl = url;
  }
}

/** What PATCH /api/users/profile may change; an absent optional field stays as it is. */
export type ProfileDetails = {
  firstName: string;
  lastName: string;
  bio?: string | null;
  location?: string | null;
  hourlyRate?: number | null;
  skills?: string[];
  languages?: string[];
  /** The current picture (no change) or null (remove it); a new one comes from an upload. */
  profileImageUrl?: string | null;
};
