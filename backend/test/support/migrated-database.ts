import { randomBytes } from 'node:crypto';
import { withClient } from '../../src/cli/bench-support';

/** A database on the test server, copied from the run's migrated template; dropped after use. */
export async function withMigratedDatabase(use: (url: string) => Promise<void>): Promise<void> {
  const template = new URL(process.env.TEST_DATABASE_TEMPLATE_URL!);
  const name = `marketplace_bench_seed_${randomBytes(4).toString('hex')}`;
  const url = new URL(template);
  url.pathname = `/${name}`;
  await withClient(process.env.DATABASE_URL!, (server) =>
    server.query(`create database "${name}" template "${template.pathname.slice(1)}"`),
  );
  try {
    await use(url.toString());
  } finally {
    await withClient(process.env.DATABASE_URL!, (server) => server.query(`drop database if exists "${name}" with (force)`));
  }
}
