// Accounts the browser tests need in a state no screen or API call reaches (an administrator, a
// verified freelancer, a trust score). prepare-database.mjs makes them before the server starts,
// on the embedded database and on a database server alike; tests sign in as them.

/** The password of every prepared account (the one the other browser tests' accounts use). */
export const PREPARED_PASSWORD = 'browser-password-1';

/**
 * @typedef {{ email: string, username: string, firstName: string, lastName: string,
 *   role: 'freelancer' | 'client', admin?: boolean, verified?: boolean, trustScore?: number }} PreparedAccount
 * @type {Record<'admin' | 'verifiedFreelancer' | 'trustedFreelancer', PreparedAccount>}
 */
export const PREPARED_ACCOUNTS = {
  /** An administrator, made one with the product's own command (what `npm run admin:grant` runs). */
  admin: { email: 'ada.admin@example.test', username: 'ada_admin', firstName: 'Ada', lastName: 'Admin', role: 'freelancer', admin: true },
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
