import { seed } from '../../src/cli/bench-jobs';
import { withClient } from '../../src/cli/bench-support';
import { withMigratedDatabase } from '../support/migrated-database';

describe("the benchmarks' seed (npm run bench:search, bench:gc)", () => {
  // The benchmarks run on a database server; so does this test.
  if (process.env.TEST_DATABASE_EMBEDDED === '1') return;

  it('fills a migrated database with jobs the schema accepts: offers, verified-only offers, availability open and closed', async () => {
    await withMigratedDatabase(async (url) => {
      await seed(url, 2_000);
      const { rows } = await withClient(url, (db) =>
        db.query<{ kind: string; count: number }>(
          `select job_type || case when verified_only then ', verified only' else '' end || ', ' || status as kind, count(*)::int as count
             from job_posts group by 1 order by 1`,
        ),
      );
      expect(rows.map((row) => row.kind)).toEqual([
        'job_offer, open',
        'job_offer, verified only, open',
        'job_seeking, closed',
        'job_seeking, open',
      ]);
      expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(2_000);
    });
  });
});
