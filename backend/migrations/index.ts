import { Migration20261122000000_identity } from './Migration20261122000000_identity';

/** Every migration in the order it runs; listed so the same list serves compiled and test runs. */
export const migrationsList = [
  { name: 'Migration20261122000000_identity', class: Migration20261122000000_identity },
];
