// Accounts the browser tests need in a state no screen or API call reaches (an administrator, a
// verified freelancer, a trust score). prepare-database.mjs makes them before the server starts,
// on the embedded database and on a database server alike; tests sign in as them.

/** The password of every prepared account (the one the other browser tests' accounts use). */
export const PREPARED_PASSWORD = 'browser-password-1';

/**
 * The authenticator secret of the prepared administrator (base32): administrators sign in with a
 * second factor (decision 0034), and tests compute its codes from this.
 */
export const PREPARED_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * Recovery codes of the prepared administrator, far more than the ten an enrolment gives: an app
 * code is accepted once per 30-second step, and the workers sign the administrator in more often
 * than that. Each signs in once; signInPrepared picks one at random and tries another if it was used.
 */
export const PREPARED_ADMIN_RECOVERY_CODES = Array.from({ length: 400 }, (_, index) => `prepared-admin-${index}`);

/**
 * @typedef {{ email: string, username: string, firstName: string, lastName: string,
 *   role: 'freelancer' | 'client', admin?: boolean, totpSecret?: string, verified?: boolean, trustScore?: number }} PreparedAccount
 * @type {Record<'admin' | 'secondAdmin' | 'unenrolledAdmin' | 'verifiedFreelancer' | 'trustedFreelancer', PreparedAccount>}
 */
export const PREPARED_ACCOUNTS = {
  /** An administrator, made one with the product's own command (what `npm run admin:grant` runs), with two-factor sign-in on. */
  admin: {
    email: 'ada.admin@example.test',
    username: 'ada_admin',
    firstName: 'Ada',
    lastName: 'Admin',
    role: 'freelancer',
    admin: true,
    totpSecret: PREPARED_ADMIN_TOTP_SECRET,
  },
  /**
   * Another administrator with two-factor sign-in on (the same secret and recovery codes): what one
   * administrator did, another decides on (an appeal, decision 0065).
   */
  secondAdmin: {
    email: 'bea.admin@example.test',
    username: 'bea_admin',
    firstName: 'Bea',
    lastName: 'Admin',
    role: 'client',
    admin: true,
    totpSecret: PREPARED_ADMIN_TOTP_SECRET,
  },
  /** An administrator without a second factor yet: only trust-and-safety.spec signs in as them, to enrol. */
  unenrolledAdmin: {
    email: 'una.admin@example.test',
    username: 'una_admin',
    firstName: 'Una',
    lastName: 'Admin',
    role: 'client',
    admin: true,
  },
  /** A freelancer whose identity is verified, without a verification review (profiles.spec: Verified only). */
  verifiedFreelancer: {
    email: 'vera.verified@example.test',
    username: 'vera_verified',
    firstName: 'Vera',
    lastName: 'Tester',
    role: 'freelancer',
    verified: true,
  },
  /** A freelancer with a trust score of 63, without the contracts that would earn it (paths.spec). */
  trustedFreelancer: {
    email: 'scoria.trusted@example.test',
    username: 'scoria_trusted',
    firstName: 'Scoria',
    lastName: 'Tester',
    role: 'freelancer',
    trustScore: 63,
  },
};
