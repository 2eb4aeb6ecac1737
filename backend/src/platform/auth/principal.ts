import type { AliasableExpression, Expression } from 'kysely';
import type { AccountRefusal } from './session-ended';

/** Who is calling: the facts every guard needs, read with the caller's session on every request. */
export type Principal = {
  id: string;
  role: 'freelancer' | 'client' | 'admin';
  username: string | null;
  /** Whether the user proved they receive mail at their address (see RequiresVerifiedEmail). */
  emailVerified: boolean;
  /** Whether the user signs in with a second factor (TOTP); administrators need one for the admin panel (AdministratorGuard). */
  secondFactor: boolean;
};

/** Looks callers up; provided by the identity context, used by the session store and the platform's guards. */
export abstract class PrincipalDirectory {
  /**
   * The principal of the user `userId` names, as one JSON value, or null for no one (no such user,
   * deleted or suspended): a subquery the session store puts into the statement that reads the
   * session, so every request sees the account as it is now — role, address, second factor,
   * suspension — for no extra round trip.
   */
  abstract principalOf(userId: Expression<string>): AliasableExpression<Principal | null>;

  /**
   * Why the account refuses its sessions now, for its own session's 401 or socket close: suspended
   * (until when, and why, as its sign-in refusal says) or deleted; null when it does not.
   */
  abstract whyRefused(userId: string): Promise<AccountRefusal | null>;

  /** Every administrator who may act now (not deleted, not suspended), with the name the panel shows; at most MAX_ADMINISTRATORS. */
  abstract administrators(): Promise<NamedPerson[]>;

  /** The names of these people (any role, deleted ones too), for records that keep only ids. */
  abstract namesOf(userIds: readonly string[]): Promise<Map<string, NamedPerson>>;

  /**
   * The person `userId` names, as one JSON value, or null for none (a null id, no such user): a
   * subquery a list puts into the statement that reads its page (the audit log, decision 0067), so
   * a page's names cost no statement of their own, whatever its rows.
   */
  abstract nameOf(userId: Expression<string | null>): AliasableExpression<NamedPerson | null>;
}

/** A person as administrators' screens name them. */
export type NamedPerson = { id: string; name: string; username: string | null };

/** More administrators than this is no team but a misconfiguration; lists of them stop here. */
export const MAX_ADMINISTRATORS = 500;
