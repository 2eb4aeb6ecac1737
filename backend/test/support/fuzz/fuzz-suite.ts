import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { Member, signUpAdmin, signUpClient, signUpFreelancer } from '../../factories/jobs';
import { signInBody } from '../../factories/users';
import { malformedRequests } from './malformed-requests';
import { readOperations } from './openapi-operations';
import { describeFailures, Failure, inPool, sendAndCheck } from './send-and-check';
import { Agent, createTestApp } from '../test-app';

type SignedInActor = 'freelancer' | 'client' | 'admin';
const SIGNED_IN_ACTORS: SignedInActor[] = ['freelancer', 'client', 'admin'];
const ACTOR_COUNT = SIGNED_IN_ACTORS.length + 1; // and anonymous

/** Requests in flight per operation: enough to overlap PostgreSQL round trips, few enough for PGlite. */
const CONCURRENCY = 8;

/**
 * The fuzz suite over one share of the document's operations (every `shards`-th, from `shard`):
 * the shares run in separate files, so the workers of the backend tier take them side by side
 * instead of one worker running every operation after the others have finished.
 */
export function fuzzOperationsShare(shard: number, shards: number): void {
  // Read when the suite is collected, so a new endpoint in the document gets its own test with no edit here.
  const openApi = readOperations();
  const share = openApi.operations.filter((_operation, index) => index % shards === shard);

  describe(`Every documented operation answers malformed requests with a 4xx and the one error body, as every actor (share ${shard + 1} of ${shards})`, () => {
    let app: NestExpressApplication;
    let actors: Record<SignedInActor, Member>;
    let requestsSent = 0;
    let operationsFuzzed = 0;
    let actorsReplaced = 0;
    const statusCounts = new Map<number | string, number>();

    async function newActor(kind: SignedInActor): Promise<Member> {
      if (kind === 'freelancer') return signUpFreelancer(app);
      if (kind === 'client') return signUpClient(app);
      const admin = await signUpAdmin(app);
      // The session keeps the caller's role: sign in again if it has not caught up with the grant.
      if ((await admin.agent.get('/api/auth/user')).body.role !== 'admin') {
        await admin.agent
          .post('/api/auth/login')
          .send(await signInBody(app, admin))
          .expect(200);
      }
      return admin;
    }

    /** Whether the actor's session still signs in the same user with the same role. */
    async function stillSignedIn(kind: SignedInActor): Promise<boolean> {
      const response = await actors[kind].agent.get('/api/auth/user');
      return response.status === 200 && response.body.role === kind && response.body.id === actors[kind].id;
    }

    beforeAll(async () => {
      // An operation's malformed requests go at once: the instance's capacity bounds, which answer a
      // surplus 503 and have their own test (load-shedding), are set out of their way.
      app = await createTestApp({ EXPORT_CONCURRENCY: '1000', PASSWORD_HASHES_IN_FLIGHT: '256' });
      actors = { freelancer: await newActor('freelancer'), client: await newActor('client'), admin: await newActor('admin') };
      for (const kind of SIGNED_IN_ACTORS) {
        if (!(await stillSignedIn(kind))) throw new Error(`could not make a signed-in ${kind}`);
      }
    }, 60_000);

    // Some operations end the session (logout) or change who the actor is (role, sign-in): the next
    // operation must still be fuzzed as every kind of actor.
    afterEach(async () => {
      for (const kind of SIGNED_IN_ACTORS) {
        if (await stillSignedIn(kind)) continue;
        actors[kind] = await newActor(kind);
        actorsReplaced++;
        if (!(await stillSignedIn(kind))) throw new Error(`could not make a fresh signed-in ${kind}`);
      }
    }, 60_000);

    afterAll(async () => {
      const statuses = [...statusCounts]
        .sort(([a], [b]) => String(a).localeCompare(String(b)))
        .map(([status, count]) => `${status}×${count}`);
      process.stdout.write(
        `fuzz: sent ${requestsSent} requests to ${operationsFuzzed} operations as ${ACTOR_COUNT} actors (${actorsReplaced} actor sessions replaced; statuses ${statuses.join(' ')})\n`,
      );
      await app?.close();
    });

    it('reads at least 20 operations from the OpenAPI document, and fuzzes its share of them', () => {
      expect(openApi.operations.length).toBeGreaterThanOrEqual(20);
      expect(share.length).toBeGreaterThanOrEqual(Math.floor(openApi.operations.length / shards));
    });

    it.each(share.map((operation) => [operation.name, operation] as const))(
      '%s',
      async (_name, operation) => {
        const variants = malformedRequests(openApi, operation);
        const clients: [string, Agent][] = [
          // A plain client for anonymous: no cookie jar, so a sign-in it provokes does not carry over.
          ['anonymous', request(app.getHttpServer())],
          ...SIGNED_IN_ACTORS.map((kind) => [kind, actors[kind].agent] as [string, Agent]),
        ];
        const work = clients.flatMap(([actor, client]) => variants.map((variant) => ({ actor, client, variant })));
        // Kept in the order of `work`, not of arrival, so the list reads the same on every run.
        const outcomes: (Failure | null)[] = [];
        await inPool(
          work.map((item, index) => ({ ...item, index })),
          CONCURRENCY,
          async ({ actor, client, variant, index }) => {
            const { status, failure } = await sendAndCheck(client, operation, actor, variant);
            requestsSent++;
            statusCounts.set(status, (statusCounts.get(status) ?? 0) + 1);
            outcomes[index] = failure;
          },
        );
        operationsFuzzed++;
        const failures = outcomes.filter((outcome): outcome is Failure => outcome !== null);
        // Every bad answer, one line each; empty when every answer was right.
        expect(failures.length === 0 ? '' : describeFailures(failures)).toBe('');
      },
      120_000,
    );

    it('lets no __proto__ or constructor key pollute Object.prototype', () => {
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
    });
  });
}
