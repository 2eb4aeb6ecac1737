/** Who is calling: the facts every guard needs, loaded fresh for each request. */
export type Principal = {
  id: string;
  role: 'freelancer' | 'client' | 'admin';
  username: string | null;
  /** Whether the user proved they receive mail at their address (see RequiresVerifiedEmail). */
  emailVerified: boolean;
  /** Whether the user signs in with a second factor (TOTP); administrators need one for the admin panel (AdministratorGuard). */
  secondFactor: boolean;
};

/** Looks callers up; provided by the identity context, used by the platform's guards. */
export abstract class PrincipalDirectory {
  abstract findById(userId: string): Promise<Principal | null>;
}
