import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { searchPaths, seed } from '../../src/cli/bench-jobs';
import { createFloorServer } from '../../src/cli/bench-floor-server';
import { withClient } from '../../src/cli/bench-support';
import { withMigratedDatabase } from '../support/migrated-database';
import { createTestApp, TEST_SESSION_SECRET } from '../support/test-app';
import { TEST_PASSWORD } from '../factories/users';

/**
 * bench:search and bench:layers measure the API against the floor, a bare server meant to give the
 * same answer with nothing but node:http and pg. When the API's answer grows (rank reasons, the
 * reader's skills), the floor must grow with it, or the ratio compares different work.
 */
describe("the benchmarks' floor (bench-floor-server)", () => {
  // The benchmarks run on a database server; so does this test.
  if (process.env.TEST_DATABASE_EMBEDDED === '1') return;

  it('answers every search of the benchmark as the API does, to a freelancer and to a client', async () => {
    await withMigratedDatabase(async (url) => {
      await seed(url, 600);
      const app = await createTestApp({}, { databaseUrl: url });
      const { server: floor, pool } = createFloorServer(url, TEST_SESSION_SECRET);
      await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve));
      try {
        const readerCookie = async (email: string) => {
          const response = await request(app.getHttpServer())
            .post('/api/auth/register')
            .send({ email, password: TEST_PASSWORD, firstName: 'Floor', lastName: 'Reader' })
            .expect(201);
          return { id: response.body.id as string, cookie: String(response.headers['set-cookie']).split(';')[0] };
        };
        const freelancer = await readerCookie('floor-freelancer@bench.local');
        const client = await readerCookie('floor-client@bench.local');
        await withClient(url, async (db) => {
          // Skills the seeded posts' tags share, so the rank reasons name matches.
          await db.query("update users set skills = '{chat,support,email}' where id = $1", [freelancer.id]);
          await db.query("update users set role = 'client' where id = $1", [client.id]);
        });
        const floorUrl = `http://127.0.0.1:${(floor.address() as AddressInfo).port}`;
        let compared = 0;
        let skillMatches = 0;
        for (const reader of [freelancer, client]) {
          for (const path of searchPaths()) {
            const api = await request(app.getHttpServer()).get(path).set('Cookie', reader.cookie).expect(200);
            const floorAnswer = await fetch(floorUrl + path, { headers: { Cookie: reader.cookie } });
            expect(floorAnswer.status).toBe(200);
            expect({ path, body: await floorAnswer.json(), next: floorAnswer.headers.get('x-next-cursor') }).toEqual({
              path,
              body: api.body,
              next: api.headers['x-next-cursor'] ?? null,
            });
            const posts = api.body as { rankReasons: string[] }[];
            compared += posts.length;
            skillMatches += posts.filter((post) => post.rankReasons.some((reason) => reason.startsWith('Matches'))).length;
          }
        }
        // The searches found posts, and some of them matched the freelancer's skills.
        expect(compared).toBeGreaterThan(100);
        expect(skillMatches).toBeGreaterThan(0);
      } finally {
        await new Promise((resolve) => floor.close(resolve));
        await pool.end();
        await app.close();
      }
    });
  });
});
